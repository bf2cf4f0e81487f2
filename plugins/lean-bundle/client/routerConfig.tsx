/**
 * Stands in for `react-router-config` (resolve alias set by the lean-bundle plugin): the same
 * `matchRoutes` and `renderRoutes`, with the route found through ./routeIndex.ts instead of a
 * test of every route in order. `renderRoutes` renders only the matching <Route> (what
 * react-router's <Switch> ends up rendering, with the same key) instead of creating an element
 * for every route on each render.
 */
import { useContext, type ComponentType, type ReactNode } from 'react';
import { matchPath, Route, Router, __RouterContext, type match } from 'react-router';
import type { Location } from 'history';
import { firstMatch, type IndexedRoute } from './routeIndex';

type RouteConfig = IndexedRoute & {
  key?: string | number;
  path?: string;
  component?: ComponentType<Record<string, unknown>>;
  render?: (props: Record<string, unknown>) => ReactNode;
  routes?: RouteConfig[];
};
type Branch = { route: RouteConfig; match: match }[];
type RouterContextValue = { location: Location; match: match | null };

const rootMatch = (pathname: string): match =>
  (Router as unknown as { computeRootMatch(pathname: string): match }).computeRootMatch(pathname);

export function matchRoutes(routes: RouteConfig[], pathname: string, branch: Branch = []): Branch {
  const parentMatch = branch.length ? branch[branch.length - 1]?.match : rootMatch(pathname);
  const found = firstMatch(routes, pathname, (route) =>
    route.path
      ? matchPath(pathname, {
          path: route.path,
          exact: route.exact,
          strict: route.strict,
          sensitive: route.sensitive,
        })
      : parentMatch,
  );
  const route = found ? routes[found.position] : undefined;
  if (found && route) {
    branch.push({ route, match: found.match });
    if (route.routes) matchRoutes(route.routes, pathname, branch);
  }
  return branch;
}

function IndexedSwitch({
  routes,
  extraProps,
  location: locationProp,
}: {
  routes: RouteConfig[];
  extraProps: Record<string, unknown>;
  location?: Location;
}): ReactNode {
  const context = useContext(__RouterContext as unknown as React.Context<RouterContextValue>);
  const location = locationProp ?? context.location;
  // Switch passes a route only path, exact and strict (not `sensitive`).
  const found = firstMatch(routes, location.pathname, (route) =>
    route.path
      ? matchPath(location.pathname, { path: route.path, exact: route.exact, strict: route.strict })
      : context.match,
  );
  const route = found ? routes[found.position] : undefined;
  if (!found || !route) return null;
  return (
    <Route
      key={route.key ?? found.position}
      path={route.path}
      exact={route.exact}
      strict={route.strict}
      location={location}
      {...{ computedMatch: found.match }}
      render={(props) => {
        const allProps = { ...props, ...extraProps, route };
        if (route.render) return route.render(allProps);
        const Component = route.component as ComponentType<Record<string, unknown>>;
        return <Component {...allProps} />;
      }}
    />
  );
}

export function renderRoutes(
  routes: RouteConfig[] | undefined,
  extraProps: Record<string, unknown> = {},
  switchProps: { location?: Location } = {},
): ReactNode {
  return routes ? (
    <IndexedSwitch routes={routes} extraProps={extraProps} location={switchProps.location} />
  ) : null;
}
