/**
 * Docusaurus plugin for build speed, apart from what the pages weigh (plugins/lean-bundle):
 * - no PostCSS config-file search;
 * - no JavaScript minifier inside Rspack when `npm run build` minifies afterwards;
 * - the site's own plugins and loaders in Rspack's persistent-cache key;
 * - source maps for `npm run analyze`.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

type Minimizer = { constructor: { name: string } } | null | undefined | false | '...';

/**
 * Drops Rspack's JavaScript minifier; `npm run build` minifies the scripts afterwards with the
 * same options and a cache by content (scripts/build/minify-scripts.ts), so a rebuild does not
 * minify ~900 unchanged chunks again (~1 s). File names stay content hashes (of the unminified
 * code, which is the same in a cold and a cached build: minifying inside Rspack made the
 * runtime's variable names differ between the two, and with them every page's HTML).
 */
export function withoutJsMinimizer(minimizers: Minimizer[]): Minimizer[] {
  return minimizers.filter(
    (m) => !(m && m !== '...' && m.constructor.name === 'SwcJsMinimizerRspackPlugin'),
  );
}

/** Set by `npm run build`, which runs the script minifier after Docusaurus. */
export const minifyJsAfterBuild = () => process.env.MINIFY_JS_AFTER_BUILD === 'true';

/**
 * PostCSS runs with the plugins Docusaurus sets and no config-file search: postcss-loader
 * otherwise looks for ~28 config file names in every folder above each stylesheet
 * (cosmiconfig, ~0.7 s of the bundler's only JavaScript thread in a cold build). The site has no
 * PostCSS config; a plugin it needs goes in a `configurePostCss` hook instead.
 */
export function withoutPostCssConfigSearch<T extends object>(options: T): T & { config: false } {
  return { ...options, config: false };
}

/** The build-time files of the site's plugins: each plugin's top-level .ts and .cjs files. */
export function pluginBuildFiles(pluginsDir = path.join(__dirname, '..')): string[] {
  return readdirSync(pluginsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) =>
      readdirSync(path.join(pluginsDir, entry.name))
        .filter((name) => /\.(?:ts|cjs)$/.test(name) && !/\.test\.tsx?$/.test(name))
        .map((name) => path.join(pluginsDir, entry.name, name)),
    )
    .sort();
}

/**
 * Rspack's persistent cache is dropped when a build dependency changes. Docusaurus lists its
 * own files and the site config, which names the site's plugins and loaders only as paths: an
 * edited loader, alias or rule would otherwise leave the old output of every module it
 * transforms in the cache (an alias edited once built from the cache unchanged).
 */
export function addToCacheKey(
  config: { experiments?: { cache?: unknown } },
  files: readonly string[] = pluginBuildFiles(),
): void {
  const cache = config.experiments?.cache as { buildDependencies?: string[] } | undefined;
  if (cache && Array.isArray(cache.buildDependencies)) cache.buildDependencies.push(...files);
}

/**
 * The LEAN_BUNDLE=off build compiles other modules from the same sources: it keeps its own
 * persistent cache, so neither build reads or evicts the other's.
 */
export function separateStockCache(
  config: { experiments?: { cache?: unknown } },
  stock = process.env.LEAN_BUNDLE === 'off',
): void {
  const cache = config.experiments?.cache as { version?: string; storage?: unknown } | undefined;
  if (!stock || !cache || typeof cache !== 'object') return;
  cache.version = `${cache.version ?? ''}-stock`;
  cache.storage = {
    type: 'filesystem',
    directory: path.resolve('node_modules', '.cache', 'rspack-stock'),
  };
}

export default function buildTuningPlugin(): Plugin {
  return {
    name: 'build-tuning',
    configurePostCss: withoutPostCssConfigSearch,
    configureWebpack(config, isServer) {
      addToCacheKey(config as Parameters<typeof addToCacheKey>[0]);
      separateStockCache(config as Parameters<typeof separateStockCache>[0]);
      if (!isServer && minifyJsAfterBuild() && config.optimization?.minimizer) {
        config.optimization.minimizer = withoutJsMinimizer(
          config.optimization.minimizer,
        ) as typeof config.optimization.minimizer;
      }
      // `npm run analyze` builds with source maps to attribute every byte of a bundle.
      return process.env.BUNDLE_SOURCEMAPS && !isServer ? { devtool: 'source-map' } : {};
    },
  };
}
