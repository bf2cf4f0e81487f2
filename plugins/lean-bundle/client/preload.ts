/**
 * Stand-in for @docusaurus/core's `lib/client/preload.js` (client build, swapped in by the
 * lean-bundle plugin): the same lookup of a path's routes and preload of their components,
 * after the routes of the path's section are back in the tree (routes-loader.cjs). Core calls
 * it before the first render and before rendering each navigation.
 */
import routes, { routesReady } from '@generated/routes';
import { matchRoutes } from './routerConfig';

type PreloadableRoute = { component?: { preload?: () => Promise<unknown> } };

export default async function preload(pathname: string): Promise<unknown[]> {
  const pathnames = [...new Set([pathname, decodeURI(pathname)])];
  await Promise.all(pathnames.map(routesReady));
  const matches = pathnames.flatMap((p) =>
    matchRoutes(routes as Parameters<typeof matchRoutes>[0], p),
  );
  return Promise.all(
    matches.flatMap(({ route }) => (route as PreloadableRoute).component?.preload?.() ?? []),
  );
}
