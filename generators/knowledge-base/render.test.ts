import path from 'node:path';
import { compile } from '@mdx-js/mdx';
import { describe, expect, it } from 'vitest';
import type { Loaded } from '../shared/load-all';
import { DataErrors } from '../shared/load-all';
import { loadDiscussions } from './load';
import { checkModules } from './load-checks';
import { articlesByModule, renderArticle, renderKnowledgeBase } from './render';
import type { Discussion } from './schema';

const fixtures = path.join(__dirname, '__fixtures__');
const vpcApp = {
  id: 'modules/vpc/vpc-app',
  title: 'VPC App',
  href: '/reference/modules/terraform-aws-vpc/vpc-app',
};
const references = new Map([[vpcApp.id, vpcApp]]);

async function fixture(): Promise<Loaded<Discussion>> {
  const [discussion] = await loadDiscussions(fixtures);
  if (!discussion) throw new Error('fixture missing');
  return { ...discussion, file: path.relative(process.cwd(), discussion.file) };
}

describe('knowledge-base generator', () => {
  it('renders an article that matches its golden file and compiles as MDX', async () => {
    const [page] = renderArticle(await fixture(), references);
    expect(page?.path).toBe('docs/discussions/knowledge-base/42.mdx');
    await expect(page?.content).toMatchFileSnapshot('__golden__/42.mdx');
    await expect(compile(page?.content ?? '')).resolves.toBeDefined();
  });

  it('gives the sections their headings and links the modules to their reference pages', async () => {
    const [page] = renderArticle(await fixture(), references);
    const content = page?.content ?? '';
    expect(content).toContain('## The problem');
    expect(content).toContain('## How to fix it');
    expect(content).not.toContain('## Why it happens');
    expect(content).toContain('- [VPC App](/reference/modules/terraform-aws-vpc/vpc-app)');
    const unanswered = renderArticle(
      { ...(await fixture()), data: { ...(await fixture()).data, answered: false } },
      references,
    );
    expect(unanswered[0]?.content).toContain('## What the thread established');
  });

  it('leaves script tags, event handlers, javascript: links and MDX syntax inert', async () => {
    const [page] = renderArticle(await fixture(), references);
    const body = page?.content.slice(page.content.indexOf('<KnowledgeBaseArticle')) ?? '';
    // Tags survive only as escaped text (\<), braces only escaped or inside code.
    expect(body).not.toMatch(/(?<!\\)<(?:script|img|Foo)|javascript:/i);
    expect(body).toContain("\\<script>alert('xss')\\</script>");
    expect(body).toContain("\\{alert('mdx')}");
  });

  it('links the page to the discussion as canonical and lists it on the index', async () => {
    const files = renderKnowledgeBase([await fixture()], references);
    expect(files.map((file) => file.path)).toEqual([
      'docs/discussions/knowledge-base/index.mdx',
      'generated/page-data/discussions/knowledge-base/index.json',
      'docs/discussions/knowledge-base/42.mdx',
    ]);
    expect(files[2]?.content).toContain(
      '<link rel="canonical" href="https://github.com/gruntwork-io/knowledge-base/discussions/42" />',
    );
    const [entries] = JSON.parse(files[1]?.content ?? '') as [{ modules: unknown[] }[]];
    expect(entries[0]?.modules).toEqual([{ id: vpcApp.id, title: vpcApp.title }]);
    await expect(compile(files[0]?.content ?? '')).resolves.toBeDefined();
  });

  it('lists articles per module and fails on a module the reference does not have', async () => {
    const article = await fixture();
    expect(articlesByModule([article]).get(vpcApp.id)).toEqual([
      {
        number: 42,
        title: article.data.title,
        href: '/discussions/knowledge-base/42',
        file: article.file,
      },
    ]);
    expect(() => {
      checkModules([article], new Set());
    }).toThrow(DataErrors);
    expect(() => {
      checkModules([article], new Set());
    }).toThrow(/42\.yml:\n {2}modules\.0: modules\/vpc\/vpc-app is not a module or service/);
  });
});
