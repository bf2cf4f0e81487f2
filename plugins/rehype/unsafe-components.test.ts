import { compile } from '@mdx-js/mdx';
import { describe, expect, it } from 'vitest';
import { VFile } from 'vfile';
import rehypeUnsafeComponents from './unsafe-components';

async function compileDoc(value: string): Promise<string> {
  const file = new VFile({ path: 'docs/library/index.mdx', value });
  return String(await compile(file, { rehypePlugins: [rehypeUnsafeComponents] }));
}

describe('rehypeUnsafeComponents', () => {
  it('fails a page that renders DocCardList, naming the page and the alternative', async () => {
    await expect(
      compileDoc("import DocCardList from '@theme/DocCardList';\n\n# Library\n\n<DocCardList />"),
    ).rejects.toThrow(
      /\[unsafe components\] docs\/library\/index\.mdx: .*<DocCardList>: list the pages as Markdown links, or use <CardGrid>/,
    );
  });

  it('fails an import of DocCard even before it is used', async () => {
    await expect(compileDoc("import DocCard from '@theme/DocCard';\n\nText.")).rejects.toThrow(
      'import of @theme/DocCard',
    );
  });

  it('leaves other components alone', async () => {
    await expect(compileDoc('<CardGrid label="x" items={[]} />')).resolves.toContain('CardGrid');
  });
});
