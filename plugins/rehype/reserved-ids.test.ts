import { compile } from '@mdx-js/mdx';
import { describe, expect, it } from 'vitest';
import { VFile } from 'vfile';
import headings from '@docusaurus/mdx-loader/lib/remark/headings';
import rehypeReservedIds from './reserved-ids';

/** Compiles a doc with Docusaurus's own heading-id plugin, then this one. */
async function compileDoc(value: string): Promise<string> {
  const file = new VFile({ path: 'docs/intro.mdx', value });
  return String(
    await compile(file, {
      remarkPlugins: [[headings, { anchorsMaintainCase: false }]],
      rehypePlugins: [rehypeReservedIds],
    }),
  );
}

describe('rehypeReservedIds', () => {
  it('fails a page whose heading takes the id of the React root, naming the page', async () => {
    await expect(compileDoc('## Title \\{#__docusaurus}')).rejects.toThrow(
      '[reserved ids] docs/intro.mdx: <h2>: "__docusaurus" is an id the site renders on every page',
    );
  });

  it('fails a heading whose slug starts with two underscores', async () => {
    await expect(compileDoc('## \\_\\_Private')).rejects.toThrow(
      '<h2>: "__private" starts with "__", which the site keeps for its own ids',
    );
  });

  it('fails a JSX element with a reserved id', async () => {
    await expect(compileDoc('<div id="__site-scripts" />')).rejects.toThrow(
      '<div>: "__site-scripts" is an id the site renders on every page',
    );
  });

  it('leaves other ids alone', async () => {
    await expect(
      compileDoc('### Fine \\{#fine}\n\n## Docusaurus\n\n<span id="setup" />'),
    ).resolves.toContain('setup');
  });
});
