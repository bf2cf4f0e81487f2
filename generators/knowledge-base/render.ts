/**
 * Renders knowledge-base articles and their index (pure: returns files). Our sections become
 * MDX through inertMdx, so code blocks get the site's highlighting and nothing in the data can
 * run; the modules an article names link to their reference pages.
 */
import { socialCardPath } from '../../src/lib/socialCards';
import { dataEditUrl } from '../shared/edit-url';
import type { Loaded } from '../shared/load-all';
import { frontMatter, generatedNotice } from '../shared/mdx';
import { inertInline, inertMdx } from '../shared/inert-mdx';
import { plainSummary } from '../shared/safe-markdown';
import { pageData } from '../shared/page-data';
import type { OutputFile } from '../shared/types';
import type { ReferencePage } from '../reference/pages';
import { areas, type Discussion } from './schema';
import { outputRoots } from '../shared/output-roots';

export const outputRoot = outputRoots.knowledgeBase;
const base = `${outputRoot}/knowledge-base`;

export type References = ReadonlyMap<string, ReferencePage>;

export function articlePath(number: number): string {
  return `/discussions/knowledge-base/${number}`;
}

function modulesOf(data: Discussion, references: References): ReferencePage[] {
  return (data.modules ?? []).flatMap((id) => {
    const page = references.get(id);
    return page ? [page] : [];
  });
}

/** Props of the header: the thread's facts, small enough to inline. */
export function headerProps(data: Discussion) {
  return {
    number: data.number,
    url: data.url,
    area: data.area,
    areaLabel: areas[data.area],
    answered: data.answered,
  };
}

/** One article at /discussions/knowledge-base/<number>. */
export function renderArticle(
  { file, data }: Loaded<Discussion>,
  references: References = new Map(),
): OutputFile[] {
  const modules = modulesOf(data, references);
  const sections = [
    '## The problem',
    inertMdx(data.problem, `${file}: problem`),
    ...(data.cause ? ['## Why it happens', inertMdx(data.cause, `${file}: cause`)] : []),
    data.answered ? '## How to fix it' : '## What the thread established',
    inertMdx(data.resolution, `${file}: resolution`),
    ...(modules.length > 0
      ? [
          '## Reference',
          modules
            .map(
              (page) =>
                `- [${inertInline(page.title, `${page.file ?? page.id}: title`)}](${page.href})`,
            )
            .join('\n'),
        ]
      : []),
  ];
  const content = [
    frontMatter({
      title: data.title,
      description: plainSummary(data.problem),
      hide_table_of_contents: true,
      image: socialCardPath('knowledge-base'),
      custom_edit_url: dataEditUrl(file),
      pagination_next: null,
      pagination_prev: null,
    }),
    generatedNotice(file),
    `<head>\n  <link rel="canonical" href=${JSON.stringify(data.url)} />\n</head>`,
    `<KnowledgeBaseArticle {...${JSON.stringify(headerProps(data))}} />`,
    ...sections,
  ].join('\n\n');
  return [{ path: `${base}/${data.number}.mdx`, content: `${content}\n` }];
}

/** The index at /discussions/knowledge-base (newest thread first) and its data file. */
export function renderIndex(
  discussions: readonly Loaded<Discussion>[],
  references: References = new Map(),
): OutputFile[] {
  const props = pageData();
  const entries = [...discussions]
    .sort((a, b) => b.data.number - a.data.number)
    .map(({ data }) => ({
      number: data.number,
      title: data.title,
      area: data.area,
      modules: modulesOf(data, references).map((page) => ({ id: page.id, title: page.title })),
      summary: plainSummary(data.problem, 180),
    }));
  const areaOptions = Object.entries(areas).map(([id, label]) => ({ id, label }));
  const content = [
    frontMatter({
      title: 'Knowledge Base',
      description:
        'Problems Gruntwork customers ran into with Terraform, Terragrunt and the Gruntwork modules, and how each was solved; filter by product area or module.',
      hide_table_of_contents: true,
      image: socialCardPath('knowledge-base'),
      custom_edit_url: null,
      pagination_next: null,
      pagination_prev: null,
    }),
    generatedNotice('data/discussions/*.yml'),
    `Each article takes one thread of Gruntwork's community knowledge base on GitHub and writes it up: the problem, why it happens and how to fix it, with links to the reference pages of the modules involved and to the full thread. Search by error message or tool, or narrow the list by product area or module.`,
    `<KnowledgeBaseIndex articles={${props.ref(entries)}} areas={${props.ref(areaOptions)}} />`,
  ].join('\n\n');
  return props.files({ path: `${base}/index.mdx`, content: `${content}\n` });
}

/** All knowledge-base pages. */
export function renderKnowledgeBase(
  discussions: readonly Loaded<Discussion>[],
  references: References = new Map(),
): OutputFile[] {
  if (discussions.length === 0) return [];
  const sorted = [...discussions].sort((a, b) => a.data.number - b.data.number);
  return [
    ...renderIndex(sorted, references),
    ...sorted.flatMap((item) => renderArticle(item, references)),
  ];
}

/** A knowledge-base article as a reference page lists it; `file` names its data in errors. */
export type ArticleLink = { number: number; title: string; href: string; file?: string };

/** The articles that name each reference page, newest thread first: for its "Knowledge base" list. */
export function articlesByModule(
  discussions: readonly Loaded<Discussion>[],
): Map<string, ArticleLink[]> {
  const byModule = new Map<string, ArticleLink[]>();
  for (const { file, data } of [...discussions].sort((a, b) => b.data.number - a.data.number)) {
    for (const id of data.modules ?? []) {
      const list = byModule.get(id) ?? [];
      list.push({ number: data.number, title: data.title, href: articlePath(data.number), file });
      byModule.set(id, list);
    }
  }
  return byModule;
}
