/**
 * The browser's access to the site's own search index (build/search-index, see engine.ts): the
 * engine is loaded on first use and reads index files from the site, each fetched once.
 */
import type { ResultData, SearchEngine, SearchResponse } from './engine';
import { indexFolder } from './indexFormat';

export type { Filters, ResultData, SearchResponse, SubResult } from './engine';

let loading: Promise<SearchEngine> | undefined;

/** Loads the engine and the index entry once; a failure is retried on the next call. */
export function loadSearchIndex(baseUrl = '/'): Promise<SearchEngine> {
  loading ??= (async () => {
    const { SearchEngine: Engine } = await import('./engine');
    return Engine.open(async (file) => {
      const response = await fetch(`${baseUrl}${indexFolder}/${file}`);
      if (!response.ok) throw new Error(`${file}: HTTP ${response.status}`);
      return (await response.json()) as unknown;
    });
  })().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** Search results with their data loaded, as one flat list. */
export type Hit = ResultData & { id: string };

/** Loads the data of the first `limit` results. */
export async function loadHits(
  response: SearchResponse,
  limit: number,
  offset = 0,
): Promise<Hit[]> {
  const slice = response.results.slice(offset, offset + limit);
  return Promise.all(slice.map(async (result) => ({ id: result.id, ...(await result.data()) })));
}

/** Groups hits by their section, keeping the order in which sections first appear. */
export function groupBySection(hits: readonly Hit[]): { section: string; hits: Hit[] }[] {
  const groups = new Map<string, Hit[]>();
  for (const hit of hits) {
    const section = hit.meta.section ?? 'General';
    const list = groups.get(section) ?? [];
    list.push(hit);
    groups.set(section, list);
  }
  return [...groups].map(([section, list]) => ({ section, hits: list }));
}

/** Builds the /search URL for a query. */
export function searchPageUrl(query: string): string {
  return `/search?q=${encodeURIComponent(query)}`;
}
