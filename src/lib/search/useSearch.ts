/** React hook around the site's search index: debounced queries, loading and failure states. */
import { loadHits, loadSearchIndex, type Filters, type Hit } from './localIndex';
import { useDebouncedRequest } from './useDebouncedRequest';

export type SearchState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error' }
  /** `term` is the query these results answer (the previous one's stay shown while the next loads). */
  | { status: 'ready'; hits: Hit[]; total: number; term: string };

export type SearchOptions = {
  query: string;
  filters?: Filters;
  limit: number;
  offset?: number;
  /** Run with an empty query too (filter-only listing, as "Find a module" does). */
  allowEmpty?: boolean;
};

type Request = { term: string; filters: Filters; limit: number; offset: number; typing: boolean };

/** Name of the performance measure of each query (the search bench reads it). */
export const searchMeasure = 'site-search';

async function runSearch({ term, filters, limit, offset, typing }: Request) {
  const engine = await loadSearchIndex();
  const started = performance.now();
  const response = await engine.search(term || null, { filters, typing });
  const hits = await loadHits(response, limit, offset);
  // Ranking plus the index files and excerpts it loads, without the debounce or rendering.
  performance.measure(searchMeasure, { start: started, detail: term });
  return { hits, total: response.results.length, term };
}

/** Searches the local index; every option change starts a new, debounced search. */
export function useSearch({
  query,
  filters,
  limit,
  offset = 0,
  allowEmpty = false,
}: SearchOptions): SearchState {
  const term = query.trim();
  // A query that does not end in a space may be a word still being typed: its prefixes match.
  const typing = term !== '' && query === query.trimEnd();
  const request =
    term !== '' || allowEmpty ? { term, filters: filters ?? {}, limit, offset, typing } : null;
  const state = useDebouncedRequest(request, runSearch);
  return state.status === 'ready' ? { status: 'ready', ...state.value } : state;
}
