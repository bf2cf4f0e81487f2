/** Picks the backend of "Find a module": the hosted library index when configured, else the local index. */
import type { Filters } from '@site/src/lib/search/localIndex';
import type { SearchConfig } from '@site/src/lib/search/config';
import { useSearch } from '@site/src/lib/search/useSearch';
import { useDebouncedRequest } from '@site/src/lib/search/useDebouncedRequest';
import {
  searchLibraryIndex,
  type LibraryCard,
  type LibraryKind,
} from '@site/src/lib/search/algoliaLibrary';
import { describeReferenceHit } from './describe';

export type LibraryState =
  | { status: 'idle' | 'loading' | 'error' }
  | { status: 'ready'; cards: LibraryCard[]; total: number };

const typeFilter: Record<LibraryKind, Filters> = {
  all: { type: { any: ['reference-module', 'reference-service'] } },
  modules: { type: 'reference-module' },
  services: { type: 'reference-service' },
};

type Options = {
  query: string;
  kind: LibraryKind;
  limit: number;
  config: SearchConfig | undefined;
};

/** Runs both hooks (hooks cannot be conditional) but only the configured backend gets a request. */
export function useLibrarySearch({ query, kind, limit, config }: Options): LibraryState {
  const hosted = config?.provider === 'algolia' ? config : null;
  const local = useSearch({
    query: hosted ? '' : query,
    filters: { version: 'current', ...typeFilter[kind] },
    limit,
    allowEmpty: !hosted,
  });
  const remote = useDebouncedRequest(
    hosted ? { query: query.trim(), kind, limit } : null,
    (request) => (hosted ? searchLibraryIndex(hosted, request) : Promise.resolve(null)),
  );
  if (hosted) return remote.status === 'ready' ? { status: 'ready', ...remote.value } : remote;
  if (local.status !== 'ready') return local;
  return { status: 'ready', cards: local.hits.map(describeReferenceHit), total: local.total };
}
