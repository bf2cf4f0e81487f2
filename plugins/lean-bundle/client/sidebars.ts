/**
 * The docs sidebars of the client build, one module each (loader.cjs with `splitSidebars`):
 * a version-metadata prop registers its sidebars' loaders here when it runs, `preload()` loads
 * the sidebar a matched doc route names before the page renders, and `@theme/DocRoot` reads it.
 * Where nothing registered (the server bundle) the version's own `docsSidebars` are used.
 */
import { useEffect, useState } from 'react';

type Version = { pluginId: string; version: string; docsSidebars: Record<string, unknown> };
type Loader = () => Promise<{ default: unknown }>;
type Entry = { loaders: Record<string, Loader>; loaded: Map<string, unknown> };

const registered = new Map<string, Entry>();
const keyOf = (version: Version) => `${version.pluginId}/${version.version}`;

export function registerSidebars(version: Version, loaders: Record<string, Loader>): void {
  if (!registered.has(keyOf(version)))
    registered.set(keyOf(version), { loaders, loaded: new Map() });
}

/** Loads the sidebar of this name in every registered version that has one. */
export async function loadSidebar(name: string): Promise<void> {
  await Promise.all(
    [...registered.values()].map(async (entry) => {
      const load = entry.loaders[name];
      if (load && !entry.loaded.has(name)) entry.loaded.set(name, (await load()).default);
    }),
  );
}

/** The items of a sidebar, or undefined while a registered sidebar is not loaded yet. */
export function sidebarItems(version: Version, name: string): unknown {
  const entry = registered.get(keyOf(version));
  return entry ? entry.loaded.get(name) : version.docsSidebars[name];
}

/** sidebarItems, loading the sidebar (and rendering again) if a render came before preload(). */
export function useSidebarItems(version: Version, name: string | undefined): unknown {
  const [, setLoaded] = useState(0);
  const items = name === undefined ? undefined : sidebarItems(version, name);
  const missing = name !== undefined && items === undefined && registered.has(keyOf(version));
  useEffect(() => {
    if (!missing) return;
    let current = true;
    void loadSidebar(name).then(() => {
      if (current) setLoaded((count) => count + 1);
    });
    return () => {
      current = false;
    };
  }, [missing, name]);
  return items;
}
