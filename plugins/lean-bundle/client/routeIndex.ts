/**
 * First-match route lookup with an index. react-router-config finds the route for a URL by
 * testing routes in order, and its Switch does the same on every render: with ~1,000 pages
 * under one parent that is ~1,000 matchPath calls per lookup, several lookups per page view,
 * and a quadratic cost for the static build (a third of server-side rendering time). Routes
 * that react-router would match by plain comparison (static path, exact, not strict or
 * case-sensitive) go into a Map; the rest are still tested in order, so the first route in
 * array order wins exactly as before.
 */
import { comparableStaticPath, isStaticPath } from './staticPathMatcher';

export type IndexedRoute = {
  path?: string | string[];
  exact?: boolean;
  strict?: boolean;
  sensitive?: boolean;
};

// `size`: a route section (routeSections.ts) grows an array in place, which makes a new index.
type Index = { byPath: Map<string, number>; ordered: number[]; size: number };

const indexes = new WeakMap<readonly IndexedRoute[], Index>();

/** A route that matches a pathname exactly when their keys are equal. */
function plainKey(route: IndexedRoute): string | undefined {
  const { path } = route;
  if (!route.exact || route.strict || route.sensitive || !isStaticPath(path)) return undefined;
  if (path.endsWith('//')) return undefined;
  return comparableStaticPath(path);
}

function indexOf(routes: readonly IndexedRoute[]): Index {
  let index = indexes.get(routes);
  if (index?.size !== routes.length) {
    index = { byPath: new Map(), ordered: [], size: routes.length };
    for (const [position, route] of routes.entries()) {
      const key = plainKey(route);
      if (key === undefined) index.ordered.push(position);
      else if (!index.byPath.has(key)) index.byPath.set(key, position);
    }
    indexes.set(routes, index);
  }
  return index;
}

/** Position of the first plain route matching `pathname` (one trailing slash allowed). */
function plainCandidate(index: Index, pathname: string): number {
  const folded = pathname.toLowerCase();
  const exact = index.byPath.get(folded);
  const trimmed = folded.endsWith('/') ? index.byPath.get(folded.slice(0, -1)) : undefined;
  return Math.min(exact ?? Infinity, trimmed ?? Infinity);
}

/**
 * The first route in `routes` that `test` accepts, where plain routes are accepted by key
 * equality without calling `test`. Returns its position and whatever `test` returned.
 */
export function firstMatch<M>(
  routes: readonly IndexedRoute[],
  pathname: string,
  test: (route: IndexedRoute) => M | null | undefined,
): { position: number; match: M } | undefined {
  const index = indexOf(routes);
  const candidate = plainCandidate(index, pathname);
  for (const position of index.ordered) {
    if (position > candidate) break;
    const route = routes[position];
    const match = route ? test(route) : undefined;
    if (match) return { position, match };
  }
  if (candidate === Infinity) return undefined;
  const route = routes[candidate];
  const match = route ? test(route) : undefined;
  return match ? { position: candidate, match } : undefined;
}
