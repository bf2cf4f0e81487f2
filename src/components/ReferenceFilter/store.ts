/**
 * The filter of the reference page being read, shared by the filter box and the item lists
 * (separate components between MDX headings). One page shows at a time, so one store suffices;
 * the filter box resets it when it unmounts.
 */
import { useSyncExternalStore } from 'react';
import { noFilter, type FilterState } from '@site/src/lib/reference/filter';

let state: FilterState = noFilter;
const listeners = new Set<() => void>();

export function setFilter(next: FilterState): void {
  state = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useFilter(): FilterState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => noFilter,
  );
}
