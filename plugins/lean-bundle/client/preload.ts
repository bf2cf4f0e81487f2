/**
 * Stand-in for @docusaurus/core's `lib/client/preload.js` (client build, swapped in by the
 * lean-bundle plugin): the same lookup of a path's routes and preload of their components,
 * after the routes of the path's section are back in the tree (routes-loader.cjs), and then the
 * docs sidebar the page shows (sidebars.ts). Core calls it before the first render and before
 * rendering each navigation; hovered links call it too.
 */
import routes, { routesReady } from '@generated/routes';
import { matchRoutes } from './routerConfig';
import { loadSidebar } from './sidebars';

type PreloadableRoute = {
  component?: { preload?: () => Promise<unknown> };
  sidebar?: string;
};

const matchAll = (pathnames: string[]) =>
  pathnames.flatMap((p) => matchRoutes(routes as Parameters<typeof matchRoutes>[0], p));

const preloadRoutes = (matches: ReturnType<typeof matchAll>) =>
  matches.flatMap(({ route }) => (route as PreloadableRoute).component?.preload?.() ?? []);

export default async function preload(pathname: string): Promise<unknown[]> {
  const pathnames = [...new Set([pathname, decodeURI(pathname)])];
  // The parent routes (layouts) are in main.js: their chunks start loading while the section
  // arrives, instead of after it. Loading a route twice reuses the first load.
  const parents = Promise.all(preloadRoutes(matchAll(pathnames)));
  // Awaited below; this only keeps a failure from being reported twice if the section fails.
  parents.catch(() => undefined);
  await Promise.all(pathnames.map(routesReady));
  const matches = matchAll(pathnames);
  const [loaded] = await Promise.all([Promise.all(preloadRoutes(matches)), parents]);
  // After the components: the version metadata that registers the sidebars is one of them.
  const sidebars = new Set(matches.map(({ route }) => (route as PreloadableRoute).sidebar));
  await Promise.all([...sidebars].flatMap((name) => (name ? [loadSidebar(name)] : [])));
  return loaded;
}
