/**
 * Docusaurus plugin for the weight and start-up cost of every page. It keeps large, rarely
 * needed pieces out of the JavaScript every page loads first:
 * - the per-doc list (titles, descriptions) in the docs version metadata, and in the browser
 *   every sidebar but the page's own (loader.cjs, client/sidebars.ts); in the global data,
 *   every doc the navbar does not link to, and derivable doc ids (globaldata-loader.cjs);
 * - the Prism highlighter, which the classic theme registers from a client module (so it lands
 *   in the main bundle of every page, code or not). The client module is replaced by an empty
 *   one. In the browser, `src/theme/CodeBlock/Content` loads Prism only to highlight blocks
 *   rendered after a client-side navigation (hydration keeps the server's highlighted HTML);
 *   the server bundle gets a synchronous highlighter instead;
 * - the route tables and route tree of other sections (registry-loader.cjs, routes-loader.cjs,
 *   client/ComponentCreator.tsx, client/preload.ts), and the content hashes of those sections'
 *   chunks from the runtime's file-name map (chunk-hashes.ts).
 * It starts the app in several short tasks (client/clientEntry.tsx replaces core's entry in
 * production), swaps core's link prefetcher for one that does not block start-up
 * (client/docusaurus.ts), finds routes through an index, matching static paths without
 * regular expressions (client/routerConfig.tsx, client/pathToRegexp.ts), keeps ICU's
 * collator out of hydration (shallow-memo-loader.cjs), tslib out of main.js
 * (utils-common-loader.cjs) and, from the site config in main.js, what only the build reads
 * (siteconfig-loader.cjs). For the static build it makes the
 * server's head merging lazy (helmet-loader.cjs).
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { WebpackPluginInstance } from 'webpack';
import { SectionChunkHashesPlugin } from './chunk-hashes';

/** Route-prop JSON files the docs plugin writes, one folder per plugin instance. */
export const propFilePattern =
  /[\\/]docusaurus-plugin-content-docs[\\/][^\\/]+[\\/]p[\\/][^\\/]+\.json$/;

/** Core's `window.docusaurus` (link prefetch and preload); see client/docusaurus.ts. */
export const prefetchModulePattern = /core[\\/]lib[\\/]client[\\/]docusaurus(\.js)?$/;

/** Core's per-route component factory, fed by the registry; see client/ComponentCreator.tsx. */
export const componentCreatorPattern =
  /core[\\/]lib[\\/]client[\\/]exports[\\/]ComponentCreator(\.js)?$/;

/** The registry of route chunks Docusaurus generates; see registry-loader.cjs. */
export const registryPattern = /[\\/]\.docusaurus[\\/]registry\.js$/;

/** The route tree Docusaurus generates; see routes-loader.cjs. */
export const routesPattern = /[\\/]\.docusaurus[\\/]routes\.js$/;

/** Core's route preloader, which must wait for a route section; see client/preload.ts. */
export const preloadModulePattern = /core[\\/]lib[\\/]client[\\/]preload(\.js)?$/;

/** The global data of all plugins, in main.js; see globaldata-loader.cjs. */
export const globalDataPattern = /[\\/]\.docusaurus[\\/]globalData\.json$/;

/** The browser's on-demand highlighter; the server bundle gets the synchronous one. */
export const highlighterModulePattern = /src[\\/]lib[\\/]prism[\\/]highlighter\.ts$/;

/** react-helmet-async's ES module build, patched for the server bundle (helmet-loader.cjs). */
export const helmetModulePattern = /react-helmet-async[\\/]lib[\\/]index\.module\.js$/;

/** theme-common's React helpers, whose key sort builds a collator; see shallow-memo-loader.cjs. */
export const reactUtilsPattern = /theme-common[\\/]lib[\\/]utils[\\/]reactUtils\.js$/;

/** Docusaurus's string helpers, which pull in all of tslib; see utils-common-loader.cjs. */
export const utilsCommonPattern = /@docusaurus[\\/]utils-common[\\/]lib[\\/]index\.js$/;

/** The site config module Docusaurus generates for the browser; see siteconfig-loader.cjs. */
export const siteConfigPattern = /[\\/]\.docusaurus[\\/]docusaurus\.config\.mjs$/;

/** The classic theme's client module that imports Prism at start-up. */
export const prismClientModulePattern = /theme-classic[\\/]lib[\\/]prism-include-languages(\.js)?$/;

/**
 * Docusaurus's ChunkAssetPlugin adds `__webpack_require__.gca`, a chunk name -> chunk id table of
 * every chunk (~8 KB gzip in the runtime every page loads), for core's prefetcher. Our prefetcher
 * (client/docusaurus.ts) builds URLs from chunk names directly, since chunk ids are the names.
 */
export function dropChunkAssetPlugin(config: { plugins?: unknown[] }): void {
  config.plugins = config.plugins?.filter(
    (plugin) => (plugin as object | null)?.constructor.name !== 'ChunkAssetPlugin',
  );
}

/** The production client build's entry, which starts the app in several tasks. */
export const clientEntryPath = path.join(__dirname, 'client', 'clientEntry.tsx');

/** This plugin's Rspack loaders: the bundler knows them by file name only. */
export const loaderFiles = readdirSync(__dirname)
  .filter((name) => name.endsWith('.cjs'))
  .map((name) => path.join(__dirname, name));

/**
 * Rspack's persistent cache is dropped when a build dependency changes. Docusaurus lists its
 * own files and the site config, which names this plugin and its loaders only as paths: an
 * edited loader, alias or rule would otherwise leave the old output of every module it
 * transforms in the cache (an alias edited here once built from the cache unchanged).
 */
export function addPluginToCacheKey(config: { experiments?: { cache?: unknown } }): void {
  const cache = config.experiments?.cache as { buildDependencies?: string[] } | undefined;
  if (cache && Array.isArray(cache.buildDependencies)) {
    cache.buildDependencies.push(__filename, ...loaderFiles);
  }
}

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

type NavbarItem = { type?: string; docId?: string; items?: NavbarItem[] };

/**
 * The doc ids the navbar links to (doc items, in dropdowns too), which are all the docs the
 * browser's global data must list (globaldata-loader.cjs); null when an item needs every doc
 * (the docs-version items look a page's doc up in each version).
 */
export function navbarDocIds(items: readonly NavbarItem[] = []): string[] | null {
  const ids: string[] = [];
  const visit = (list: readonly NavbarItem[]): boolean =>
    list.every((item) => {
      if (item.type === 'docsVersion' || item.type === 'docsVersionDropdown') return false;
      if (item.type === 'doc' && item.docId) ids.push(item.docId);
      return visit(item.items ?? []);
    });
  return visit(items) ? ids : null;
}

export default function leanBundlePlugin(context: LoadContext): Plugin {
  const navbar = context.siteConfig.themeConfig.navbar as { items?: NavbarItem[] } | undefined;
  const keepDocIds = navbarDocIds(navbar?.items);
  return {
    name: 'lean-bundle',
    configurePostCss: withoutPostCssConfigSearch,
    configureWebpack(config, isServer, { currentBundler }) {
      if (!isServer) dropChunkAssetPlugin(config);
      addPluginToCacheKey(config as Parameters<typeof addPluginToCacheKey>[0]);
      // Start-up in several short tasks instead of one long one (client/clientEntry.tsx).
      if (!isServer && config.mode === 'production') config.entry = clientEntryPath;
      if (!isServer && minifyJsAfterBuild() && config.optimization?.minimizer) {
        config.optimization.minimizer = withoutJsMinimizer(
          config.optimization.minimizer,
        ) as typeof config.optimization.minimizer;
      }
      return {
        // `npm run analyze` builds with source maps to attribute every byte of a bundle.
        ...(process.env.BUNDLE_SOURCEMAPS && !isServer ? { devtool: 'source-map' } : {}),
        // Chunk ids equal to chunk names: the runtime then needs no id -> name map to build a
        // chunk's URL, and prefetching needs no name -> id map (see dropChunkAssetPlugin).
        ...(isServer ? {} : { optimization: { chunkIds: 'named' } }),
        // Route matching: string comparison for static paths, and an index instead of testing
        // every route in order (see the two files).
        resolve: {
          alias: {
            'path-to-regexp$': path.join(__dirname, 'client', 'pathToRegexp.ts'),
            'react-router-config$': path.join(__dirname, 'client', 'routerConfig.tsx'),
          },
        },
        module: {
          rules: [
            {
              test: propFilePattern,
              // The client build gets JavaScript (each sidebar its own module, see loader.cjs).
              ...(isServer ? {} : { type: 'javascript/auto' }),
              use: [
                {
                  loader: path.join(__dirname, 'loader.cjs'),
                  options: { splitSidebars: !isServer },
                },
              ],
            },
            {
              test: reactUtilsPattern,
              use: [{ loader: path.join(__dirname, 'shallow-memo-loader.cjs') }],
            },
            {
              test: utilsCommonPattern,
              use: [{ loader: path.join(__dirname, 'utils-common-loader.cjs') }],
            },
            {
              test: globalDataPattern,
              type: 'javascript/auto',
              use: [
                { loader: path.join(__dirname, 'globaldata-loader.cjs'), options: { keepDocIds } },
              ],
            },
            ...(isServer
              ? [
                  {
                    test: helmetModulePattern,
                    use: [{ loader: path.join(__dirname, 'helmet-loader.cjs') }],
                  },
                ]
              : [
                  {
                    test: registryPattern,
                    use: [{ loader: path.join(__dirname, 'registry-loader.cjs') }],
                  },
                  {
                    test: routesPattern,
                    use: [{ loader: path.join(__dirname, 'routes-loader.cjs') }],
                  },
                  {
                    test: siteConfigPattern,
                    use: [{ loader: path.join(__dirname, 'siteconfig-loader.cjs') }],
                  },
                ]),
          ],
        },
        plugins: [
          new currentBundler.instance.NormalModuleReplacementPlugin(
            prismClientModulePattern,
            path.join(__dirname, 'empty-client-module.js'),
          ),
          ...(isServer
            ? [
                new currentBundler.instance.NormalModuleReplacementPlugin(
                  highlighterModulePattern,
                  path.resolve(__dirname, '../../src/lib/prism/highlighter.server.ts'),
                ),
              ]
            : [
                new currentBundler.instance.NormalModuleReplacementPlugin(
                  componentCreatorPattern,
                  path.join(__dirname, 'client', 'ComponentCreator.tsx'),
                ),
                new currentBundler.instance.NormalModuleReplacementPlugin(
                  preloadModulePattern,
                  path.join(__dirname, 'client', 'preload.ts'),
                ),
                // Page chunks' hashes travel with their route section (chunk-hashes.ts).
                // An Rspack plugin; Docusaurus types plugins as webpack's.
                ...(config.mode === 'production'
                  ? [new SectionChunkHashesPlugin() as unknown as WebpackPluginInstance]
                  : []),
              ]),
          new currentBundler.instance.NormalModuleReplacementPlugin(
            prefetchModulePattern,
            path.join(__dirname, 'client', 'docusaurus.ts'),
          ),
        ],
      };
    },
  };
}
