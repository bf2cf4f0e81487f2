/**
 * Pages through a repository's discussions in one category and maps them to thread facts
 * (number, URL, whether an answer was accepted). Our write-up is merged in by the CLI.
 */
import { threadFactsSchema, threadUrl } from '../../generators/knowledge-base/schema';
import { pageGuard, type createClient } from '../shared/github';
import { parseRecord, type RecordError } from '../shared/records';

type Client = ReturnType<typeof createClient>;

export const discussionsQuery = `query($owner: String!, $name: String!, $categoryId: ID, $after: String) {
  repository(owner: $owner, name: $name) {
    discussions(first: 50, after: $after, categoryId: $categoryId, orderBy: {field: CREATED_AT, direction: ASC}) {
      pageInfo { hasNextPage endCursor }
      nodes { number url answer { id } }
    }
  }
}`;

type Node = { number: number; url: string; answer: { id?: string } | null };

type Page = {
  repository: {
    discussions: { pageInfo: { hasNextPage: boolean; endCursor: string | null }; nodes: Node[] };
  };
};

export type ThreadFacts = { number: number; url: string; answered: boolean };

/** Maps one GraphQL node to thread facts; a node that fails the schema goes to `errors`. */
export function toThreadFacts(node: Node, errors: RecordError[] = []): ThreadFacts | undefined {
  const where = { file: `data/discussions/${node.number}.yml`, record: `#${node.number}` };
  const facts = parseRecord(
    threadFactsSchema,
    { number: node.number, url: node.url, answered: node.answer !== null },
    where,
    errors,
  );
  if (facts && facts.url !== threadUrl(facts.number)) {
    errors.push({ ...where, issues: [`url: ${facts.url} is not ${threadUrl(facts.number)}`] });
    return undefined;
  }
  return facts;
}

/** Fetches every page; returns the threads sorted by number. */
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
): Promise<ThreadFacts[]> {
  const found: ThreadFacts[] = [];
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
      const facts = toThreadFacts(node, options.errors);
      if (facts) found.push(facts);
    }
    options.log?.(`page ${page}: ${nodes.length} discussions, ${found.length} threads so far`);
    after = pageInfo.hasNextPage ? pageInfo.endCursor : null;
  } while (after);
  return found.sort((a, b) => a.number - b.number);
}
