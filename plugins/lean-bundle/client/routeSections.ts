/**
 * Puts the routes that routes-loader.cjs moved out of main.js back into the route tree, one
 * section at a time. Each moved route returns to its original position among its siblings, so
 * once the section of a path is attached the tree matches that path exactly as the generated
 * routes.js would. Arrays are changed in place: the route objects React already rendered keep
 * pointing at the same `routes` arrays.
 */
type Route = { path?: string; routes?: Route[] };

/** [parent address ("6.0": original positions from the top), [[original position, route]]] */
export type SectionRoutes = [address: string, entries: [position: number, route: Route][]][];

/** Original positions of the routes each split `routes` array holds now, by parent address. */
export type Positions = Map<string, number[]>;

function parentAt(routes: Route[], positions: Positions, address: string): Route {
  let list = routes;
  let key = '';
  let parent: Route | undefined;
  for (const original of address.split('.').map(Number)) {
    const order = key === '' ? undefined : positions.get(key);
    parent = list[order ? order.indexOf(original) : original];
    if (!parent?.routes) throw new Error(`No parent route at ${address} for a route section`);
    key = key === '' ? `${original}` : `${key}.${original}`;
    list = parent.routes;
  }
  if (!parent) throw new Error('A route section named no parent route');
  return parent;
}

/** Inserts a section's routes into the tree (mutating its `routes` arrays). */
export function attachRoutes(routes: Route[], positions: Positions, section: SectionRoutes): void {
  for (const [address, entries] of section) {
    const parent = parentAt(routes, positions, address);
    const children = parent.routes as Route[];
    const order = positions.get(address);
    if (!order) throw new Error(`Route section for ${address}, which lost no routes`);
    const merged = [
      ...order.map((position, i) => [position, children[i]] as [number, Route]),
      ...entries,
    ].sort((a, b) => a[0] - b[0]);
    children.splice(0, children.length, ...merged.map(([, route]) => route));
    positions.set(
      address,
      merged.map(([position]) => position),
    );
  }
}

type SectionLoaders = Record<string, () => Promise<{ default: SectionRoutes }>>;

/**
 * `routesReady(pathname)`: resolves once the routes of the pathname's section are in the tree.
 * A failed load is forgotten, so the next call tries again.
 */
export function createRoutesReady(
  routes: Route[],
  kept: Record<string, number[]>,
  loaders: SectionLoaders,
  sectionOf: (pathname: string) => string,
): (pathname: string) => Promise<void> {
  const positions: Positions = new Map(Object.entries(kept));
  const attached = new Map<string, Promise<void>>();
  const ready = (section: string): Promise<void> => {
    const load = loaders[section];
    if (!load) return Promise.resolve();
    let promise = attached.get(section);
    if (!promise) {
      promise = load().then((module) => {
        attachRoutes(routes, positions, module.default);
      });
      promise.catch(() => attached.delete(section));
      attached.set(section, promise);
    }
    return promise;
  };
  return (pathname) => ready(sectionOf(pathname));
}
