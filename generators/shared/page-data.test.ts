import { compile } from '@mdx-js/mdx';
import { describe, expect, it } from 'vitest';
import { familyOutputs, outputRoots } from './output-roots';
import { pageData, pageDataPath } from './page-data';

const page = {
  path: 'docs/discussions/knowledge-base/7.mdx',
  content: '---\ntitle: Seven\n---\n\n\nIntro.\n',
};

describe('page data', () => {
  it('moves stored props to a JSON file the page imports after its front matter', async () => {
    const data = pageData();
    const first = data.ref({ html: '<p>{not an expression}</p>' });
    const second = data.ref([1, 2]);
    const [mdx, json] = data.files({
      ...page,
      content: `${page.content}\n<A {...${first}} />\n\n<B items={${second}} />\n`,
    });
    expect(first).toBe('pageData[0]');
    expect(second).toBe('pageData[1]');
    expect(json).toEqual({
      path: 'generated/page-data/discussions/knowledge-base/7.json',
      content: '[{"html":"<p>{not an expression}</p>"},[1,2]]\n',
    });
    expect(mdx?.content).toMatch(
      /^---\ntitle: Seven\n---\n\nimport pageData from '@site\/generated\/page-data\/discussions\/knowledge-base\/7\.json';\n\n/,
    );
    await expect(compile(mdx?.content ?? '')).resolves.toBeDefined();
  });

  it('leaves a page that stored nothing alone', () => {
    expect(pageData().files(page)).toEqual([page]);
  });

  it('names the page when it cannot place the import or the data', () => {
    const data = pageData();
    data.ref(1);
    expect(() => data.files({ ...page, content: 'No front matter.\n' })).toThrow(
      'docs/discussions/knowledge-base/7.mdx has no front matter',
    );
    expect(() => pageDataPath('generated/static/feed.xml')).toThrow('generated/static/feed.xml');
  });

  it('writes every page family’s data into a folder that family owns', () => {
    for (const [pages, dataRoot] of [
      [outputRoots.knowledgeBase, outputRoots.knowledgeBaseData],
      [outputRoots.releases, outputRoots.releaseData],
    ] as const) {
      expect(pageDataPath(`${pages}/a/b.mdx`)).toBe(`${dataRoot}/a/b.json`);
      const owner = familyOutputs.find((family) =>
        (family.outputRoots as readonly string[]).includes(pages),
      );
      expect(owner?.outputRoots).toContain(dataRoot);
    }
  });
});
