/** React hook around the Pagefind index: debounced queries, loading and failure states. */
import { hasHighlight, loadHits, loadPagefind, type Filters, type Hit } from './pagefind';
import { useDebouncedRequest } from './useDebouncedRequest';

export type SearchState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; hits: Hit[]; total: number };

export type SearchOptions = {
  query: string;
  filters?: Filters;
  limit: number;
  offset?: number;
  /** Run with an empty query too (filter-only listing, as "Find a module" does). */
  allowEmpty?: boolean;
};

type Request = { term: string; filters: Filters; limit: number; offset: number };

async function runSearch({ term, filters, limit, offset }: Request) {
  const pagefind = await loadPagefind();
  const response = await pagefind.search(term || null, { filters });
  if (!response) return null;
  const loaded = await loadHits(response, limit, offset);
  // A typed query keeps only hits that contain it; an empty one lists by filter.
  const hits = term ? loaded.filter(hasHighlight) : loaded;
  const total = hits.length === 0 ? 0 : response.results.length;
  return { hits, total };
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
  const request =
    term !== '' || allowEmpty ? { term, filters: filters ?? {}, limit, offset } : null;
  const state = useDebouncedRequest(request, runSearch);
  return state.status === 'ready' ? { status: 'ready', ...state.value } : state;
}
