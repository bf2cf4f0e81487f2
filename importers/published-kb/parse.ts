/**
 * Parses one published knowledge-base page (gruntwork-io/docs,
 * docs/discussions/knowledge-base/<number>.mdx) into the facts of its thread: number, URL,
 * whether it has an accepted answer, and the question and answer as Markdown. The thread's
 * text is a source of facts for writers only; nothing copies it into data/. The page embeds the
 * thread as a JSON object in the `discussion` prop of a `<GitHub>` element, read with remark-mdx.
 */
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkFrontmatter from 'remark-frontmatter';
import type { Nodes } from 'mdast';
import * as z from 'zod';

export type PublishedThread = {
  number: number;
  url: string;
  answered: boolean;
  /** The thread's own title, question and answer: facts for writers, never data. */
  factSource: { title: string; question: string; answer?: string };
};

export class ThreadPageError extends Error {
  constructor(page: string, field: string, message: string) {
    super(`${page} (${field}): ${message}`);
    this.name = 'ThreadPageError';
  }
}

const mdx = unified().use(remarkParse).use(remarkFrontmatter).use(remarkMdx);
const pageName = /(?:^|\/)(\d+)\.mdx$/;

const embedded = z.object({
  number: z.number().int().positive(),
  title: z.string().trim().min(1),
  body: z.string(),
  answer: z.object({ body: z.string() }).nullable().optional(),
});

/** The discussion's canonical URL. */
export function threadUrl(number: number): string {
  return `https://github.com/gruntwork-io/knowledge-base/discussions/${number}`;
}

function find(node: Nodes, test: (node: Nodes) => boolean): Nodes[] {
  const found = test(node) ? [node] : [];
  if ('children' in node) {
    for (const child of node.children as Nodes[]) found.push(...find(child, test));
  }
  return found;
}

function discussionProp(page: string, root: Nodes): unknown {
  const elements = find(
    root,
    (node) =>
      (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') &&
      node.name === 'GitHub',
  );
  if (elements.length !== 1) {
    throw new ThreadPageError(
      page,
      'GitHub',
      `expected one <GitHub> element, found ${elements.length}`,
    );
  }
  const element = elements[0] as Extract<Nodes, { type: 'mdxJsxFlowElement' }>;
  const attribute = element.attributes.find(
    (item) => item.type === 'mdxJsxAttribute' && item.name === 'discussion',
  );
  const value = attribute?.type === 'mdxJsxAttribute' ? attribute.value : undefined;
  if (!value || typeof value === 'string') {
    throw new ThreadPageError(page, 'discussion', 'is missing or not an expression');
  }
  try {
    return JSON.parse(value.value) as unknown;
  } catch (error) {
    throw new ThreadPageError(page, 'discussion', `is not JSON: ${(error as Error).message}`);
  }
}

function canonical(root: Nodes): string | undefined {
  const links = find(
    root,
    (node) =>
      (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') &&
      node.name === 'link' &&
      node.attributes.some(
        (item) =>
          item.type === 'mdxJsxAttribute' && item.name === 'rel' && item.value === 'canonical',
      ),
  ) as Extract<Nodes, { type: 'mdxJsxFlowElement' }>[];
  const href = links[0]?.attributes.find(
    (item) => item.type === 'mdxJsxAttribute' && item.name === 'href',
  );
  return href?.type === 'mdxJsxAttribute' && typeof href.value === 'string'
    ? href.value
    : undefined;
}

/** Parses a whole published page. `page` names it in errors (its path in the repository). */
export function parseThreadPage(page: string, raw: string): PublishedThread {
  const fileNumber = Number(pageName.exec(page)?.[1]);
  if (!Number.isInteger(fileNumber)) {
    throw new ThreadPageError(page, 'file name', 'is not <number>.mdx');
  }
  const text = raw.replace(/\r\n/g, '\n').replace(/<!--[\s\S]*?-->/g, '');
  let root: Nodes;
  try {
    root = mdx.parse(text);
  } catch (error) {
    throw new ThreadPageError(page, 'mdx', (error as Error).message);
  }
  const parsed = embedded.safeParse(discussionProp(page, root));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ThreadPageError(
      page,
      `discussion.${issue?.path.join('.') ?? ''}`,
      issue?.message ?? 'is invalid',
    );
  }
  const thread = parsed.data;
  if (thread.number !== fileNumber) {
    throw new ThreadPageError(
      page,
      'discussion.number',
      `is ${thread.number}, the file says ${fileNumber}`,
    );
  }
  const url = threadUrl(thread.number);
  const link = canonical(root);
  if (link !== undefined && link !== url) {
    throw new ThreadPageError(page, 'canonical', `is ${link}, expected ${url}`);
  }
  const answer = thread.answer?.body.replace(/\r\n/g, '\n').trim();
  return {
    number: thread.number,
    url,
    answered: Boolean(answer),
    factSource: {
      title: thread.title,
      question: thread.body.replace(/\r\n/g, '\n').trim(),
      ...(answer ? { answer } : {}),
    },
  };
}
