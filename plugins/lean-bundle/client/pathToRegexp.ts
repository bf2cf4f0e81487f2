/**
 * Stands in for `path-to-regexp` (1.x) in the bundles, through a resolve alias set by the
 * lean-bundle plugin: static route paths get a string matcher (./staticPathMatcher.ts), all
 * other calls and the named exports go to the real module.
 */
import original from 'path-to-regexp/index.js';
import { isStaticPath, staticPathMatcher, type PathOptions } from './staticPathMatcher';

type Original = typeof original;

function pathToRegexp(path: unknown, keys?: unknown, options?: unknown): unknown {
  const keyList = Array.isArray(keys) ? (keys as unknown[]) : [];
  const opts = ((Array.isArray(keys) ? options : keys) ?? {}) as PathOptions;
  if (isStaticPath(path) && !opts.strict) return staticPathMatcher(path, keyList, opts);
  return (original as (...args: unknown[]) => unknown)(path, keys, options);
}

pathToRegexp.parse = original.parse;
pathToRegexp.compile = original.compile;
pathToRegexp.tokensToFunction = original.tokensToFunction;
pathToRegexp.tokensToRegExp = original.tokensToRegExp;

export default pathToRegexp as unknown as Original;
