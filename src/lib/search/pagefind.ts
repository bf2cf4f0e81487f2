/** Thin typed access to the Pagefind index that the build writes to /pagefind/. */

export type SubResult = { title: string; url: string; excerpt: string };

export type ResultData = {
  url: string;
  excerpt: string;
  meta: { title?: string; section?: string; type?: string };
  filters: Record<string, string[]>;
  sub_results: SubResult[];
};

type RawResult = { id: string; data: () => Promise<ResultData> };
export type SearchResponse = { results: RawResult[]; unfilteredResultCount: number };
/** Pagefind filters: a value, all of several values, or any of several values. */
export type Filters = Record<string, string | string[] | { any: string[] }>;

export type Pagefind = {
  options: (options: Record<string, unknown>) => Promise<void>;
  init: () => Promise<void>;
  /** A null term lists every page that matches the filters. */
  search: (term: string | null, options?: { filters?: Filters }) => Promise<SearchResponse | null>;
  debouncedSearch: (
    term: string,
    options?: { filters?: Filters },
    timeoutMs?: number,
  ) => Promise<SearchResponse | null>;
  filters: () => Promise<Record<string, Record<string, number>>>;
};

let loading: Promise<Pagefind> | undefined;

/** Loads the Pagefind runtime once; it is fetched from the build output, never bundled. */
export function loadPagefind(baseUrl = '/'): Promise<Pagefind> {
  loading ??= (async () => {
    const url = `${baseUrl}pagefind/pagefind.js`;
    const module = (await import(/* webpackIgnore: true */ url)) as Pagefind;
    // The worker costs a second 41 KB script; queries on this index take milliseconds on the main thread.
    await module.options({ baseUrl, excerptLength: 24, noWorker: true });
    await module.init();
    return module;
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

/** True when a hit shows why it matched: Pagefind can return loose matches with no highlight. */
export function hasHighlight(hit: Hit): boolean {
  return (
    hit.excerpt.includes('<mark>') || hit.sub_results.some((sub) => sub.excerpt.includes('<mark>'))
  );
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
