/**
 * Route chunk lookups for prefetching. Docusaurus keys its chunk table by `<path>-<hash>` and
 * scans the whole table with a regular expression for every link it prefetches; on this
 * ~1,100-route site that scan ran for each visible sidebar link and blocked the main thread.
 * This index is built once and answers each lookup from a Map.
 */
import { flattenChunkNames } from './routeModules';

/** Route path -> chunk names of every route registered at that path. */
export function indexChunkNames(routesChunkNames: Record<string, unknown>): Map<string, string[]> {
  const index = new Map<string, string[]>();
  for (const [key, chunks] of Object.entries(routesChunkNames)) {
    // The key is the route path plus `-<hash>`; the hash never contains a dash.
    const routePath = key.replace(/-[^-]+$/, '');
    const names = index.get(routePath) ?? [];
    names.push(
      ...Object.values(flattenChunkNames(chunks)).filter((name) => typeof name === 'string'),
    );
    index.set(routePath, names);
  }
  return index;
}
