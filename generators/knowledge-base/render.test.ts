import path from 'node:path';
import { compile } from '@mdx-js/mdx';
import { describe, expect, it } from 'vitest';
import type { Loaded } from '../shared/load-all';
import { loadDiscussions } from './load';
import { renderArticle, renderKnowledgeBase } from './render';
import type { Discussion } from './schema';

const fixtures = path.join(__dirname, '__fixtures__');

async function fixture(): Promise<Loaded<Discussion>> {
  const [discussion] = await loadDiscussions(fixtures);
  if (!discussion) throw new Error('fixture missing');
  return { ...discussion, file: path.relative(process.cwd(), discussion.file) };
}

describe('knowledge-base generator', () => {
  it('renders an article and its data that match their golden files, as MDX and JSON', async () => {
    const [page, data] = renderArticle(await fixture());
    expect(page?.path).toBe('docs/discussions/knowledge-base/42.mdx');
    expect(data?.path).toBe('generated/page-data/discussions/knowledge-base/42.json');
    await expect(page?.content).toMatchFileSnapshot('__golden__/42.mdx');
    await expect(data?.content).toMatchFileSnapshot('__golden__/42.json');
    await expect(compile(page?.content ?? '')).resolves.toBeDefined();
    expect(page?.content).toContain(
      "import pageData from '@site/generated/page-data/discussions/knowledge-base/42.json';",
    );
    expect(page?.content).toContain('<KnowledgeBaseArticle {...pageData[0]} />');
  });

  it('leaves script tags, event handlers, javascript: links and MDX syntax inert', async () => {
    const [page, data] = renderArticle(await fixture());
    const body = page?.content.slice(page.content.indexOf('<KnowledgeBaseArticle'));
    expect(body).not.toMatch(/<script|onerror=|javascript:|<img|<Foo/i);
    expect(data?.content).not.toMatch(/<script|onerror=|javascript:|<img|<Foo/i);
    // Braces survive only as characters inside a JSON string prop, never as an MDX expression.
    const [props] = JSON.parse(data?.content ?? '') as [{ questionHtml: string }];
    expect(props.questionHtml).toContain("{alert('mdx')}");
    expect(props.questionHtml).toContain('<pre><code class="language-text">');
  });

  it('links the page to the discussion as canonical and lists it on the index', async () => {
    const files = renderKnowledgeBase([await fixture()]);
    expect(files.map((file) => file.path)).toEqual([
      'docs/discussions/knowledge-base/index.mdx',
      'generated/page-data/discussions/knowledge-base/index.json',
      'docs/discussions/knowledge-base/42.mdx',
      'generated/page-data/discussions/knowledge-base/42.json',
    ]);
    expect(files[2]?.content).toContain(
      '<link rel="canonical" href="https://github.com/gruntwork-io/knowledge-base/discussions/42" />',
    );
    await expect(compile(files[0]?.content ?? '')).resolves.toBeDefined();
  });
});
