/**
 * "Find a module" over the hosted library index (ALGOLIA_LIBRARY_INDEX_NAME), through Algolia's
 * REST query endpoint so no search client is bundled.
 *
 * Records are expected to carry `url` and `type` ("reference-module" | "reference-service", a
 * facet), plus `name`, `group` and `description`; DocSearch-style records work too (the title
 * from `hierarchy.lvl1`, the description from `content`).
 */
import type { SearchConfig } from './config';

export type LibraryKind = 'all' | 'modules' | 'services';

/** The fields a "Find a module" card shows. */
export type LibraryCard = {
  id: string;
  url: string;
  name: string;
  group: string;
  description: string;
};

type HostedConfig = Extract<SearchConfig, { provider: 'algolia' }>;

const typeFacets: Record<LibraryKind, string[][]> = {
  all: [['type:reference-module', 'type:reference-service']],
  modules: [['type:reference-module']],
  services: [['type:reference-service']],
};

/** The fetch arguments of one library query. */
export function libraryQueryRequest(
  config: HostedConfig,
  { query, kind, limit }: { query: string; kind: LibraryKind; limit: number },
): { url: string; init: RequestInit } {
  const index = encodeURIComponent(config.libraryIndexName);
  return {
    url: `https://${config.appId}-dsn.algolia.net/1/indexes/${index}/query`,
    init: {
      method: 'POST',
      headers: {
        'X-Algolia-Application-Id': config.appId,
        'X-Algolia-API-Key': config.apiKey,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ query, hitsPerPage: limit, facetFilters: typeFacets[kind] }),
    },
  };
}

type Record_ = {
  objectID?: unknown;
  url?: unknown;
  name?: unknown;
  title?: unknown;
  group?: unknown;
  description?: unknown;
  content?: unknown;
  hierarchy?: { lvl1?: unknown };
};

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

/** Site-relative path of a record's URL, so cards navigate inside the site. */
function sitePath(url: string): string {
  try {
    const parsed = new URL(url, 'https://site.invalid');
    return `${parsed.pathname}${parsed.hash}`;
  } catch {
    return url;
  }
}

/** Group from the URL: /reference/modules/{group}/... or /reference/services/{category}/... */
export function groupFromPath(path: string): string {
  const [, , kind, group = ''] = path.split('/');
  return kind === 'services' ? `Service · ${group}` : group;
}

/** Turns Algolia's answer into cards and a total; records without a URL are skipped. */
export function parseLibraryResponse(body: unknown): { cards: LibraryCard[]; total: number } {
  const answer = body as { hits?: Record_[]; nbHits?: unknown };
  const cards: LibraryCard[] = [];
  for (const hit of answer.hits ?? []) {
    const url = text(hit.url);
    if (!url) continue;
    const path = sitePath(url);
    cards.push({
      id: text(hit.objectID) ?? path,
      url: path,
      name:
        text(hit.name) ??
        text(hit.title) ??
        text(hit.hierarchy?.lvl1) ??
        path.split('/').pop() ??
        path,
      group: text(hit.group) ?? groupFromPath(path),
      description: text(hit.description) ?? text(hit.content) ?? '',
    });
  }
  const total = typeof answer.nbHits === 'number' ? answer.nbHits : cards.length;
  return { cards, total };
}

/** Queries the hosted library index; throws on a network failure or an error status. */
export async function searchLibraryIndex(
  config: HostedConfig,
  options: { query: string; kind: LibraryKind; limit: number },
  fetchImpl: typeof fetch = fetch,
): Promise<{ cards: LibraryCard[]; total: number }> {
  const { url, init } = libraryQueryRequest(config, options);
  const response = await fetchImpl(url, init);
  if (!response.ok) throw new Error(`Library search answered ${response.status}`);
  return parseLibraryResponse(await response.json());
}
