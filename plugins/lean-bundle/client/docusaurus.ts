/**
 * Stand-in for @docusaurus/core's `lib/client/docusaurus.js` (the `window.docusaurus` object
 * that links call), swapped in by the lean-bundle plugin. Same API and behaviour: links in view
 * prefetch their route chunks, hovered links preload them. Three changes keep start-up free of
 * long tasks: routes and chunk names come from indexes (./routerConfig.tsx, ./chunkIndex.ts)
 * instead of pattern matching and a scan of every route per link, each chunk file is prefetched once (pages share layout
 * chunks: one doc page added ~270 prefetch links for ~40 links), and viewport prefetches wait
 * for idle time.
 */
import { loadSection, sectionOf, type RouteSection } from '@generated/registry';
import routes, { routesReady } from '@generated/routes';
import prefetchHelper from '@docusaurus/core/lib/client/prefetch';
import preloadHelper from '@docusaurus/core/lib/client/preload';
import { indexChunkNames } from './chunkIndex';
import { browserScheduler, createIdleQueue } from './idleQueue';
import { matchRoutes } from './routerConfig';

// Rspack's runtime: public path and chunk id -> file name (chunk ids are chunk names here).
declare const __webpack_require__: { p: string; u(chunkId: string): string };

type NetworkInformation = { effectiveType?: string; saveData?: boolean };

const fetched = new Set<string>();
const loaded = new Set<string>();
// Pages share their layout chunks; each chunk file is requested once.
const prefetchedChunks = new Set<string>();
const chunkIndexes = new WeakMap<RouteSection, Map<string, string[]>>();
const idleQueue = createIdleQueue(browserScheduler());

const isSlowConnection = () => {
  const connection = (navigator as { connection?: NetworkInformation }).connection;
  return Boolean(connection?.effectiveType?.includes('2g') || connection?.saveData);
};

async function chunkNamesAt(routePath: string): Promise<string[]> {
  const section = await loadSection(sectionOf(routePath));
  let index = chunkIndexes.get(section);
  if (!index) {
    index = indexChunkNames(section.chunkNames);
    chunkIndexes.set(section, index);
  }
  return index.get(routePath) ?? [];
}

async function prefetchNow(routePath: string): Promise<void> {
  await routesReady(routePath);
  const branch = matchRoutes(routes as Parameters<typeof matchRoutes>[0], routePath);
  for (const { route } of branch) {
    for (const chunkName of await chunkNamesAt(route.path ?? '')) {
      // Checked before asking the runtime for the file name: its `u()` rebuilds a map of every
      // chunk's hash on each call (~0.3 ms on a throttled phone).
      if (prefetchedChunks.has(chunkName)) continue;
      prefetchedChunks.add(chunkName);
      // A chunk that was merged into another one has no file of its own (no hash: "undefined").
      const chunkAsset = __webpack_require__.p + __webpack_require__.u(chunkName);
      if (!chunkAsset.includes('undefined')) void prefetchHelper(chunkAsset);
    }
  }
}

function prefetch(routePath: string): boolean {
  if (isSlowConnection() || loaded.has(routePath) || fetched.has(routePath)) return false;
  fetched.add(routePath);
  // The promise ends the idle period (see idleQueue.ts): one route's chunks per idle callback.
  idleQueue.push(() => prefetchNow(routePath));
  return true;
}

function preload(routePath: string): false | Promise<unknown> {
  if (isSlowConnection() || loaded.has(routePath)) return false;
  loaded.add(routePath);
  return preloadHelper(routePath);
}

export default Object.freeze({ prefetch, preload });
