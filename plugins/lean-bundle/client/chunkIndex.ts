/**
 * Route chunk lookups for prefetching. Docusaurus keys its chunk table by `<path>-<hash>` and
 * scans the whole table with a regular expression for every link it prefetches; on this
 * ~1,100-route site that scan ran for each visible sidebar link and blocked the main thread.
 * This index is built once and answers each lookup from a Map.
 */

/** `{ __comp: 'a1', content: 'b2', props: { x: 'c3' } }` -> `['a1', 'b2', 'c3']`. */
export function chunkNamesOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(chunkNamesOf);
  return [];
}

/** Route path -> chunk names of every route registered at that path. */
export function indexChunkNames(routesChunkNames: Record<string, unknown>): Map<string, string[]> {
  const index = new Map<string, string[]>();
  for (const [key, chunks] of Object.entries(routesChunkNames)) {
    // The key is the route path plus `-<hash>`; the hash never contains a dash.
    const routePath = key.replace(/-[^-]+$/, '');
    const names = index.get(routePath) ?? [];
    names.push(...chunkNamesOf(chunks));
    index.set(routePath, names);
  }
  return index;
}

export type RouteLike = { path?: string | string[]; exact?: boolean; routes?: RouteLike[] };
export type MatchPath = (pathname: string, route: RouteLike) => unknown;

/**
 * Paths of the routes that render `pathname`, outermost first: the first matching route at
 * each level, then its children (react-router-config's matchRoutes, which is not a dependency
 * of this site, without the match objects prefetching does not need).
 */
export function matchedRoutePaths(
  routes: readonly RouteLike[],
  pathname: string,
  matchPath: MatchPath,
): string[] {
  const route = routes.find(
    (candidate) => candidate.path === undefined || matchPath(pathname, candidate),
  );
  if (!route) return [];
  const own = typeof route.path === 'string' ? [route.path] : [];
  return [...own, ...matchedRoutePaths(route.routes ?? [], pathname, matchPath)];
}

/**
 * Route path -> paths of the routes that render it (outermost first), for every route with
 * `exact: true`: prefetching a link then needs no pattern matching at all. Pages are exact
 * routes here; anything else falls back to matchedRoutePaths.
 */
export function indexExactRoutes(routes: readonly RouteLike[]): Map<string, string[]> {
  const index = new Map<string, string[]>();
  const visit = (level: readonly RouteLike[], parents: string[]) => {
    for (const route of level) {
      if (typeof route.path !== 'string') continue;
      const chain = [...parents, route.path];
      if (route.exact && !index.has(route.path)) index.set(route.path, chain);
      if (route.routes) visit(route.routes, chain);
    }
  };
  visit(routes, []);
  return index;
}
