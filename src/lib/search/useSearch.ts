/** React hook around the Pagefind index: debounced queries, loading and failure states. */
import { useEffect, useState } from 'react';
import { hasHighlight, loadHits, loadPagefind, type Filters, type Hit } from './pagefind';

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

const debounceMs = 120;

/** Searches the local index; every option change starts a new, debounced search. */
export function useSearch({
  query,
  filters,
  limit,
  offset = 0,
  allowEmpty = false,
}: SearchOptions): SearchState {
  const term = query.trim();
  const active = term !== '' || allowEmpty;
  // One key per request: an answer is shown only while it still matches the request.
  const key = JSON.stringify([term, filters ?? {}, limit, offset]);
  const [result, setResult] = useState<{ key: string; state: SearchState } | null>(null);

  useEffect(() => {
    if (!active) return;
    const [requestTerm, requestFilters] = JSON.parse(key) as [string, Filters];
    const timer = setTimeout(() => {
      void (async () => {
        try {
          const pagefind = await loadPagefind();
          const response = await pagefind.search(requestTerm || null, { filters: requestFilters });
          if (!response) return;
          const loaded = await loadHits(response, limit, offset);
          // A typed query keeps only hits that contain it; an empty one lists by filter.
          const hits = requestTerm ? loaded.filter(hasHighlight) : loaded;
          const total = hits.length === 0 ? 0 : response.results.length;
          setResult({ key, state: { status: 'ready', hits, total } });
        } catch {
          setResult({ key, state: { status: 'error' } });
        }
      })();
    }, debounceMs);
    return () => {
      clearTimeout(timer);
    };
  }, [key, active, limit, offset]);

  if (!active) return { status: 'idle' };
  if (result?.key === key) return result.state;
  // While a new answer loads, keep showing the previous results rather than flashing empty.
  return result?.state.status === 'ready' ? result.state : { status: 'loading' };
}
