/**
 * Shapes shared with upstream's ComponentCreator: a route's chunk-name tree is flattened to
 * `a.b.c` key paths for Loadable.Map, and the loaded modules are put back into the tree's shape.
 */
type Tree = { [key: string]: unknown };

/** `{ __comp: 'x', props: { a: 'y' } }` -> `{ __comp: 'x', 'props.a': 'y' }` */
export function flattenChunkNames(tree: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  const visit = (value: unknown, prefix: string) => {
    for (const [key, child] of Object.entries(value as Tree)) {
      const keyPath = prefix ? `${prefix}.${key}` : key;
      if (child && typeof child === 'object' && Object.keys(child).length > 0)
        visit(child, keyPath);
      else out[keyPath] = child as string;
    }
  };
  visit(tree, '');
  return out;
}

/**
 * The chunk-name tree with each chunk name replaced by its loaded module's default export (and
 * the module's other exports copied onto it when it is an object or function, like upstream).
 */
export function restoreShape(
  chunkNames: unknown,
  loaded: Record<string, { default?: unknown; [name: string]: unknown }>,
  routePath: string,
): Tree {
  const tree = JSON.parse(JSON.stringify(chunkNames)) as Tree;
  for (const [keyPath, loadedModule] of Object.entries(loaded)) {
    const chunk = loadedModule.default;
    if (!chunk) {
      throw new Error(
        `The page component at ${routePath} doesn't have a default export. This makes it impossible to render anything. Consider default-exporting a React component.`,
      );
    }
    if (typeof chunk === 'object' || typeof chunk === 'function') {
      for (const name of Object.keys(loadedModule)) {
        if (name !== 'default') (chunk as Tree)[name] = loadedModule[name];
      }
    }
    const keys = keyPath.split('.');
    let node = tree;
    for (const key of keys.slice(0, -1)) node = node[key] as Tree;
    node[keys[keys.length - 1] as string] = chunk;
  }
  return tree;
}
