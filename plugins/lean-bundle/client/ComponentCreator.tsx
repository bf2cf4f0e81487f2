/**
 * Stand-in for @docusaurus/core's `ComponentCreator` (swapped in by the lean-bundle plugin for
 * the client build). Upstream looks every route's chunks up in the registry and chunk-name table
 * when routes.js is evaluated, so both tables ship in main.js. Here a route finds its chunks in
 * its section module (registry-loader.cjs), fetched by `preload()`, which Docusaurus calls
 * before it renders a route (first load and every navigation). Rendering, route context and
 * the 404 route behave as upstream.
 */
import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import Loadable from 'react-loadable';
import Loading from '@theme/Loading';
import { loadSection, sectionOf, type RouteSection } from '@generated/registry';
import { RouteContextProvider } from '@docusaurus/core/lib/client/routeContext';
import type { PluginRouteContext, RouteContext } from '@docusaurus/types';
import { flattenChunkNames, restoreShape } from './routeModules';

type RouteComponent = ComponentType<object> & { preload: () => Promise<unknown> };

function notFoundRoute(): RouteComponent {
  return Loadable({
    loading: Loading,
    loader: () => import('@theme/NotFound'),
    modules: ['@theme/NotFound'],
    webpack: () => [require.resolveWeak('@theme/NotFound')],
    render(loaded, props: object) {
      const NotFound = loaded.default;
      return (
        <RouteContextProvider value={{ plugin: { name: 'native', id: 'default' } }}>
          <NotFound {...props} />
        </RouteContextProvider>
      );
    },
  }) as unknown as RouteComponent;
}

/** Upstream's Loadable.Map for one route, built from its section's tables. */
function routeLoadable(path: string, key: string, section: RouteSection): RouteComponent {
  const chunkNames = section.chunkNames[key];
  if (!chunkNames) throw new Error(`No chunks are registered for route ${path}.`);
  const loader: Record<string, () => Promise<unknown>> = {};
  const modules: string[] = [];
  const weakIds: unknown[] = [];
  for (const [keyPath, chunkName] of Object.entries(flattenChunkNames(chunkNames))) {
    const entry = section.registry[chunkName];
    if (!entry) continue;
    loader[keyPath] = entry[0];
    modules.push(entry[1]);
    weakIds.push(entry[2]);
  }
  return Loadable.Map({
    loading: Loading,
    loader,
    modules,
    webpack: () => weakIds as (string | number)[],
    render(loaded: Record<string, unknown>, props: object) {
      const { __comp, __context, __props, ...contentProps } = restoreShape(
        chunkNames,
        loaded as Record<string, { default?: unknown }>,
        path,
      );
      const Component = __comp as ComponentType<object>;
      const routeContext = __context as PluginRouteContext | RouteContext | null;
      const routeProps = __props as object | undefined;
      return (
        <RouteContextProvider value={routeContext}>
          <Component {...contentProps} {...routeProps} {...props} />
        </RouteContextProvider>
      );
    },
  }) as unknown as RouteComponent;
}

export default function ComponentCreator(path: string, hash: string): RouteComponent {
  if (path === '*') return notFoundRoute();
  const key = `${path}-${hash}`;
  let loadable: RouteComponent | undefined;
  const ensure = async () => {
    loadable ??= routeLoadable(path, key, await loadSection(sectionOf(path)));
    return loadable;
  };

  function LazyRoute(props: object): ReactNode {
    const [Route, setRoute] = useState(() => loadable);
    useEffect(() => {
      // Docusaurus preloads a route before rendering it; this covers any render that was not.
      if (Route) return;
      let current = true;
      void ensure().then(async (route) => {
        await route.preload();
        if (current) setRoute(() => route);
      });
      return () => {
        current = false;
      };
    }, [Route]);
    return Route ? <Route {...props} /> : null;
  }

  LazyRoute.preload = async () => (await ensure()).preload();
  return LazyRoute;
}
