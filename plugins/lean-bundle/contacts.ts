/**
 * Every point where the lean-bundle plugin touches Docusaurus internals, in one list: what it
 * matches, in which bundle, the upstream file it stands in for and what it saves. The plugin
 * builds its rules from this list, the build guard (./guard.ts) fails a build in which one of
 * them matched nothing, and the tripwire tests (./upstream.test.ts) check each against the
 * installed packages. plugins/lean-bundle/README.md explains each one.
 */
import path from 'node:path';

export type Bundle = 'client' | 'server';

type Base = {
  id: string;
  bundles: readonly Bundle[];
  /** The installed file the rule acts on: package name and path inside it. */
  upstream?: { package: string; file: string };
  /** What it saves, for the README and the bench. */
  saves: string;
};

/** A module swapped for ours with NormalModuleReplacementPlugin. */
export type Replacement = Base & { kind: 'replace'; pattern: RegExp; ours: string };
/** A module rewritten by one of our loaders. */
export type LoaderContact = Base & {
  kind: 'loader';
  pattern: RegExp;
  loader: string;
  /** Bundles in which the loader turns a JSON module into JavaScript. */
  jsonToJavaScript?: readonly Bundle[];
};
/** A bare import resolved to our module. */
export type Alias = Base & { kind: 'alias'; request: string; ours: string };
/** The client entry, replaced through the bundler config. */
export type Entry = Base & { kind: 'entry'; ours: string };

export type Contact = Replacement | LoaderContact | Alias | Entry;

const here = (...parts: string[]) => path.join(__dirname, ...parts);
const core = '@docusaurus/core';

/** Route-prop JSON files the docs plugin writes, one folder per plugin instance. */
export const propFilePattern =
  /[\\/]docusaurus-plugin-content-docs[\\/][^\\/]+[\\/]p[\\/][^\\/]+\.json$/;

export const contacts: readonly Contact[] = [
  {
    id: 'client-entry',
    kind: 'entry',
    bundles: ['client'],
    upstream: { package: core, file: 'lib/client/clientEntry.js' },
    ours: here('client', 'clientEntry.tsx'),
    saves: 'start-up in three short tasks instead of one ~120 ms task (4x CPU)',
  },
  {
    id: 'prefetcher',
    kind: 'replace',
    // The server bundle never imports core's prefetcher.
    bundles: ['client'],
    pattern: /core[\\/]lib[\\/]client[\\/]docusaurus(\.js)?$/,
    upstream: { package: core, file: 'lib/client/docusaurus.js' },
    ours: here('client', 'docusaurus.ts'),
    saves: 'link prefetching that does not block start-up and needs no chunk-name table',
  },
  {
    id: 'component-creator',
    kind: 'replace',
    bundles: ['client'],
    pattern: /core[\\/]lib[\\/]client[\\/]exports[\\/]ComponentCreator(\.js)?$/,
    upstream: { package: core, file: 'lib/client/exports/ComponentCreator.js' },
    ours: here('client', 'ComponentCreator.tsx'),
    saves: 'route components from the route section of the page only',
  },
  {
    id: 'preload',
    kind: 'replace',
    bundles: ['client'],
    pattern: /core[\\/]lib[\\/]client[\\/]preload(\.js)?$/,
    upstream: { package: core, file: 'lib/client/preload.js' },
    ours: here('client', 'preload.ts'),
    saves: 'preloading waits for the route section it needs',
  },
  {
    id: 'prism-client-module',
    kind: 'replace',
    bundles: ['client', 'server'],
    pattern: /theme-classic[\\/]lib[\\/]prism-include-languages(\.js)?$/,
    upstream: { package: '@docusaurus/theme-classic', file: 'lib/prism-include-languages.js' },
    ours: here('empty-client-module.js'),
    saves: 'Prism (~35 KiB gzip) out of the main bundle',
  },
  {
    id: 'doc-props',
    kind: 'loader',
    bundles: ['client', 'server'],
    pattern: propFilePattern,
    loader: here('loader.cjs'),
    jsonToJavaScript: ['client'],
    saves: 'the per-doc list out of the version metadata; each sidebar its own module',
  },
  {
    id: 'react-utils',
    kind: 'loader',
    bundles: ['client', 'server'],
    pattern: /theme-common[\\/]lib[\\/]utils[\\/]reactUtils\.js$/,
    upstream: { package: '@docusaurus/theme-common', file: 'lib/utils/reactUtils.js' },
    loader: here('shallow-memo-loader.cjs'),
    saves: "ICU's collator out of hydration",
  },
  {
    id: 'utils-common',
    kind: 'loader',
    bundles: ['client', 'server'],
    pattern: /@docusaurus[\\/]utils-common[\\/]lib[\\/]index\.js$/,
    upstream: { package: '@docusaurus/utils-common', file: 'lib/index.js' },
    loader: here('utils-common-loader.cjs'),
    saves: 'tslib out of main.js',
  },
  {
    id: 'global-data',
    kind: 'loader',
    bundles: ['client', 'server'],
    pattern: /[\\/]\.docusaurus[\\/]globalData\.json$/,
    loader: here('globaldata-loader.cjs'),
    jsonToJavaScript: ['client', 'server'],
    saves: 'docs the navbar does not link out of the global data in main.js',
  },
  {
    id: 'registry',
    kind: 'loader',
    bundles: ['client'],
    pattern: /[\\/]\.docusaurus[\\/]registry\.js$/,
    loader: here('registry-loader.cjs'),
    saves: 'route chunk tables of other sections out of main.js',
  },
  {
    id: 'routes',
    kind: 'loader',
    bundles: ['client'],
    pattern: /[\\/]\.docusaurus[\\/]routes\.js$/,
    loader: here('routes-loader.cjs'),
    saves: 'the route trees of other sections out of main.js',
  },
  {
    id: 'path-to-regexp',
    kind: 'alias',
    bundles: ['client', 'server'],
    request: 'path-to-regexp',
    upstream: { package: 'path-to-regexp', file: 'index.js' },
    ours: here('client', 'pathToRegexp.ts'),
    saves: 'static paths matched by string comparison',
  },
  {
    id: 'react-router-config',
    kind: 'alias',
    bundles: ['client', 'server'],
    request: 'react-router-config',
    upstream: { package: 'react-router-config', file: 'modules/matchRoutes.js' },
    ours: here('client', 'routerConfig.tsx'),
    saves: 'routes found through an index instead of testing each in order',
  },
];

export function contactsFor(bundle: Bundle): Contact[] {
  return contacts.filter((contact) => contact.bundles.includes(bundle));
}
