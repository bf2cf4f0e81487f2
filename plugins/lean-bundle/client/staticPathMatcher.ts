/**
 * A matcher with RegExp's `exec` for a route path without parameters, answering by string
 * comparison. react-router 5 compiles one regular expression per route with path-to-regexp the
 * first time it tests a route; finding a page among this site's ~1,100 routes at start-up cost
 * ~150 ms of main-thread time on a throttled phone, almost all of it compiling expressions
 * that only ever compare strings. Semantics follow path-to-regexp 1.x exactly for the options
 * react-router passes (`end`, `strict`, `sensitive`); anything else keeps a real RegExp.
 */
export type PathOptions = { end?: boolean; strict?: boolean; sensitive?: boolean };
export type Matcher = { exec(pathname: string): string[] | null; keys: unknown[] };

/** Paths path-to-regexp would turn into a plain string comparison: no parameters or groups. */
export function isStaticPath(path: unknown): path is string {
  return typeof path === 'string' && /^[\x20-\x7e]*$/.test(path) && !/[:()*\\]/.test(path);
}

/**
 * What a static route path is compared as in non-strict mode: without one trailing slash (a
 * pathname may then add one), lowercased unless case-sensitive.
 */
export function comparableStaticPath(path: string, sensitive = false): string {
  const base = path.endsWith('/') ? path.slice(0, -1) : path;
  return sensitive ? base : base.toLowerCase();
}

/** Matches like `pathToRegexp(path, keys, options)` for a static path, non-strict mode. */
export function staticPathMatcher(path: string, keys: unknown[], options: PathOptions): Matcher {
  const fold = (text: string) => (options.sensitive ? text : text.toLowerCase());
  const base = comparableStaticPath(path, options.sensitive);
  const end = options.end !== false;
  return {
    keys,
    exec(pathname) {
      const folded = fold(pathname);
      if (end) return folded === base || folded === `${base}/` ? [pathname] : null;
      if (!folded.startsWith(base)) return null;
      const rest = folded.slice(base.length);
      if (rest === '/') return [pathname];
      return rest === '' || rest.startsWith('/') ? [pathname.slice(0, base.length)] : null;
    },
  };
}
