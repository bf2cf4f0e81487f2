/**
 * Issue 21's XSS corpus and the generated pages it becomes in every family, shared by the unit
 * test (compiled MDX, rendered markup) and the browser test (the markup run in Chromium).
 */
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { gfm } from 'micromark-extension-gfm';
import { visit } from 'unist-util-visit';
import { evaluate } from '@mdx-js/mdx';
import { createElement, type ReactNode } from 'react';
import * as runtime from 'react/jsx-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
import remarkFrontmatter from 'remark-frontmatter';
import { discussionSchema } from '../../generators/knowledge-base/schema';
import { renderArticle } from '../../generators/knowledge-base/render';
import { moduleSchema, serviceSchema } from '../../generators/reference/schema';
import { renderModule, renderService } from '../../generators/reference/render';
import { repoReleasesSchema } from '../../generators/releases/schema';
import { renderMonth, entriesOf } from '../../generators/releases/render';
import type { OutputFile } from '../../generators/shared/types';

export const corpus = [
  'a ``{alert(1)}` b',
  'export const x = () => alert(1)',
  'import x from "y"',
  '<img src=x onerror=alert(1)>',
  '<script>alert(1)</script>',
  '<Tabs>{alert(1)}</Tabs>',
  '[a](javascript:alert(1)) [b](data:text/html,x) [c](vbscript:x) [d](JaVaScRiPt:alert(1))',
  '![e](javascript:alert(1)) &#x7b;alert(1)&#x7d; {globalThis.alert(1)}',
];

/** Long enough for every field's minimum length. */
export const pad = (payload: string) =>
  `${payload} and enough plain words to pass any length check here.`;

/** A script element, an event handler or a dangerous URL inside a real tag (text may mention them). */
export const dangerousMarkup =
  /<script|<[a-z][^>]*\son\w+=|<[a-z][^>]*(?:href|src)="\s*(?:javascript|data|vbscript):/i;

/** What the generators themselves put on pages; a payload must never add an element. */
export const generatedElements = new Set([
  '_Fragment',
  'MDXLayout',
  '_createMdxContent',
  '"head"',
  '"link"',
  'ReferenceHeader',
  'ReferenceItems',
  'ReferenceFilter',
  'Tabs',
  'TabItem',
  'KnowledgeBaseArticle',
  'ReleaseEntry',
]);

/** Stand-ins for the site's components: they render HTML props and children as the real ones do. */
function stub(props: Record<string, unknown>): ReactNode {
  const html = htmlStrings(props).join('');
  return html
    ? createElement('div', { dangerouslySetInnerHTML: { __html: html } })
    : createElement('div', null, props.children as ReactNode);
}
const components = Object.fromEntries(
  [...generatedElements].filter((name) => /^[A-Z]/.test(name)).map((name) => [name, stub]),
);

/**
 * Runs a generated page the way the site does (MDX compiled and rendered with React), with
 * its page data inlined and its component imports dropped; a payload that became code would
 * call `alert`.
 */
export async function renderPage(files: OutputFile[], page: OutputFile): Promise<string> {
  const data = files.find((file) => file.path.endsWith('.json'));
  const source = page.content
    .replace(
      /^import pageData from '[^']+';$/m,
      `export const pageData = ${data?.content ?? '[]'};`,
    )
    .replace(/^import \w+ from '@site\/src\/components\/[^']+';$/gm, '');
  const { default: Content } = await evaluate(source, {
    ...runtime,
    remarkPlugins: [remarkFrontmatter],
  });
  return renderToStaticMarkup(createElement(Content, { components }));
}

/** Every string under a key ending in "html": the HTML that components set as markup. */
export function htmlStrings(value: unknown, key = ''): string[] {
  if (typeof value === 'string') return /html$/i.test(key) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap((item) => htmlStrings(item, key));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([name, item]) => htmlStrings(item, name));
  }
  return [];
}

/** Every page family with the payload in each of its text fields: one file group per page. */
export function corpusPages(payload: string): OutputFile[][] {
  const item = { name: 'x', type: 'string', description: pad(payload), required: true };
  const common = {
    slug: 'vpc-app',
    title: pad(payload).slice(0, 60),
    description: pad(payload).slice(0, 180),
    kind: 'terraform',
    version: 'v0.26.6',
    source: 'modules/vpc-app',
    recordedFrom: 'reference',
    overview: pad(payload),
    features: [pad(payload), pad(payload)],
    inputs: [item],
    outputs: [{ name: 'y', description: pad(payload) }],
  };
  const module = moduleSchema.parse({ group: 'vpc', ...common });
  const service = serviceSchema.parse({
    category: 'networking',
    tags: ['vpc'],
    ...common,
    deploy: pad(payload),
    manage: pad(payload),
  });
  const deprecated = moduleSchema.parse({
    group: 'vpc',
    ...common,
    kind: 'deprecated',
    recordedFrom: undefined,
    deprecation: { since: 'v0.20.0' },
    replacement: pad(payload),
    inputs: [],
    outputs: [],
  });
  const discussion = discussionSchema.parse({
    number: 42,
    url: 'https://github.com/gruntwork-io/knowledge-base/discussions/42',
    answered: true,
    title: pad(payload).slice(0, 100),
    area: 'library',
    modules: ['modules/vpc/vpc-app'],
    problem: pad(payload).slice(0, 1200),
    cause: pad(payload).slice(0, 1500),
    resolution: `${pad(payload)}\n\n${pad(payload)}`,
  });
  const history = repoReleasesSchema.parse({
    repo: 'terraform-aws-vpc',
    releases: [
      {
        version: 'v0.26.6',
        published: '2023-08-01',
        modules: ['vpc-app'],
        kind: 'fix',
        summary: pad(payload),
      },
    ],
  });
  return [
    renderModule({ file: 'data/modules/vpc/vpc-app.yml', data: module }),
    renderService({ file: 'data/services/networking/vpc-app.yml', data: service }),
    renderModule({ file: 'data/modules/vpc/vpc-app.yml', data: deprecated }),
    renderArticle(
      { file: 'data/discussions/42.yml', data: discussion },
      new Map([
        [
          'modules/vpc/vpc-app',
          {
            id: 'modules/vpc/vpc-app',
            title: pad(payload).slice(0, 60),
            href: '/reference/modules/terraform-aws-vpc/vpc-app',
          },
        ],
      ]),
    ),
    renderMonth('2023-08', entriesOf([history])),
  ];
}

/**
 * What would run if a Markdown twin (or llms.txt) were rendered as CommonMark with raw HTML
 * enabled: raw HTML with a script, handler or bad URL, and links or images to a script URL.
 */
export function markdownDangers(markdown: string): string[] {
  const found: string[] = [];
  visit(
    fromMarkdown(markdown, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] }),
    (node) => {
      if (node.type === 'html' && dangerousMarkup.test(node.value))
        found.push(`html: ${node.value}`);
      if (
        (node.type === 'link' || node.type === 'image' || node.type === 'definition') &&
        /^\s*(?:javascript|data|vbscript):/i.test(node.url)
      )
        found.push(`${node.type}: ${node.url}`);
    },
  );
  return found;
}

/** A rendered page body as the built page the Markdown converter reads. */
export function asBuiltPage(body: string): string {
  return `<!doctype html><html><head><title>Page | Gruntwork Docs</title></head><body><main><article>${body}</article></main></body></html>`;
}
