/** Pages through a repository's answered discussions in one category and maps them to data. */
import { discussionSchema, type Discussion } from '../../generators/knowledge-base/schema';
import { pageGuard, type createClient } from '../shared/github';
import { parseRecord, type RecordError } from '../shared/records';

type Client = ReturnType<typeof createClient>;

export const discussionsQuery = `query($owner: String!, $name: String!, $categoryId: ID, $after: String) {
  repository(owner: $owner, name: $name) {
    discussions(first: 50, after: $after, categoryId: $categoryId, orderBy: {field: CREATED_AT, direction: ASC}) {
      pageInfo { hasNextPage endCursor }
      nodes {
        number title url createdAt updatedAt body
        author { login }
        category { name }
        labels(first: 10) { nodes { name } }
        answer { body createdAt author { login } }
      }
    }
  }
}`;

type Node = {
  number: number;
  title: string;
  url: string;
  createdAt: string;
  updatedAt: string;
  body: string;
  author: { login: string } | null;
  category: { name: string };
  labels: { nodes: { name: string }[] };
  answer: { body: string; createdAt: string; author: { login: string } | null } | null;
};

type Page = {
  repository: {
    discussions: { pageInfo: { hasNextPage: boolean; endCursor: string | null }; nodes: Node[] };
  };
};

const knownCategories = new Set(['Q&A', 'How-to', 'Troubleshooting', 'Announcements']);

function label(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/**
 * Maps one GraphQL node to the data format; undefined for discussions without an accepted
 * answer, and for one that fails the schema, which is added to `errors` with its file.
 */
export function toDiscussion(node: Node, errors: RecordError[] = []): Discussion | undefined {
  if (!node.answer) return undefined;
  const labels = node.labels.nodes.map((l) => label(l.name)).filter(Boolean);
  const where = { file: `data/discussions/${node.number}.yml`, record: `#${node.number}` };
  return parseRecord(
    discussionSchema,
    {
      number: node.number,
      title: node.title,
      url: node.url,
      author: node.author?.login ?? 'ghost',
      createdAt: node.createdAt,
      updatedAt: node.updatedAt,
      category: knownCategories.has(node.category.name) ? node.category.name : 'Q&A',
      labels: labels.length > 0 ? labels : ['general'],
      question: node.body,
      answer: {
        author: node.answer.author?.login ?? 'ghost',
        createdAt: node.answer.createdAt,
        body: node.answer.body,
      },
    },
    where,
    errors,
  );
}

/** Fetches every page; returns answered discussions sorted by number. */
export async function importDiscussions(
  client: Client,
  options: {
    owner: string;
    name: string;
    categoryId?: string;
    log?: (message: string) => void;
    errors?: RecordError[];
    maxPages?: number;
  },
): Promise<Discussion[]> {
  const found: Discussion[] = [];
  const guard = pageGuard(options.maxPages);
  let after: string | null = null;
  let page = 0;
  do {
    guard(after ?? '(first page)');
    const data: Page = await client.graphql<Page>(discussionsQuery, {
      owner: options.owner,
      name: options.name,
      categoryId: options.categoryId ?? null,
      after,
    });
    const { nodes, pageInfo } = data.repository.discussions;
    page += 1;
    for (const node of nodes) {
      const discussion = toDiscussion(node, options.errors);
      if (discussion) found.push(discussion);
    }
    options.log?.(`page ${page}: ${nodes.length} discussions, ${found.length} answered so far`);
    after = pageInfo.hasNextPage ? pageInfo.endCursor : null;
  } while (after);
  return found.sort((a, b) => a.number - b.number);
}
