/** Renders discussions into knowledge-base pages and their index (pure: returns files). */
import type { Loaded } from '../shared/load-all';
import { frontMatter, generatedNotice } from '../shared/mdx';
import { plainSummary, renderSafeMarkdown } from '../shared/safe-markdown';
import { pageData } from '../shared/page-data';
import type { OutputFile } from '../shared/types';
import type { Discussion } from './schema';
import { outputRoots } from '../shared/output-roots';

export const outputRoot = outputRoots.knowledgeBase;
const base = `${outputRoot}/knowledge-base`;

/** Props of the article component: everything as data, bodies as sanitised HTML. */
export function articleProps(data: Discussion) {
  return {
    number: data.number,
    url: data.url,
    category: data.category,
    author: data.author,
    createdAt: data.createdAt,
    labels: data.labels,
    questionHtml: renderSafeMarkdown(data.question),
    answer: {
      author: data.answer.author,
      createdAt: data.answer.createdAt,
      html: renderSafeMarkdown(data.answer.body),
    },
  };
}

/** One article at /discussions/knowledge-base/<number>: the page and its data file. */
export function renderArticle({ file, data }: Loaded<Discussion>): OutputFile[] {
  const props = pageData();
  const content = [
    frontMatter({
      title: data.title,
      description: plainSummary(data.question),
      hide_table_of_contents: true,
      custom_edit_url: null,
      pagination_next: null,
      pagination_prev: null,
    }),
    generatedNotice(file),
    `<head>\n  <link rel="canonical" href=${JSON.stringify(data.url)} />\n</head>`,
    `<KnowledgeBaseArticle {...${props.ref(articleProps(data))}} />`,
  ].join('\n\n');
  return props.files({ path: `${base}/${data.number}.mdx`, content: `${content}\n` });
}

/** The index at /discussions/knowledge-base (every article, newest first) and its data file. */
export function renderIndex(discussions: readonly Loaded<Discussion>[]): OutputFile[] {
  const props = pageData();
  const entries = [...discussions]
    .map(({ data }) => ({
      number: data.number,
      title: data.title,
      labels: data.labels,
      category: data.category,
      createdAt: data.createdAt,
      summary: plainSummary(data.question, 180),
    }))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.number - a.number);
  const content = [
    frontMatter({
      title: 'Knowledge Base',
      description:
        'Questions Gruntwork customers asked and the answers that solved them, searchable and filterable by label.',
      hide_table_of_contents: true,
      custom_edit_url: null,
      pagination_next: null,
      pagination_prev: null,
    }),
    generatedNotice('data/discussions/*.yml'),
    `These are questions engineers asked in Gruntwork's community discussions, each with the answer that solved it. Search by error message or tool, or narrow the list with a label. Every article links to its full discussion on GitHub.`,
    `<KnowledgeBaseIndex articles={${props.ref(entries)}} />`,
  ].join('\n\n');
  return props.files({ path: `${base}/index.mdx`, content: `${content}\n` });
}

/** All knowledge-base pages. */
export function renderKnowledgeBase(discussions: readonly Loaded<Discussion>[]): OutputFile[] {
  if (discussions.length === 0) return [];
  const sorted = [...discussions].sort((a, b) => a.data.number - b.data.number);
  return [...renderIndex(sorted), ...sorted.flatMap(renderArticle)];
}
