/**
 * Docusaurus plugin for the weight and start-up cost of every page (see README.md here). It
 * keeps large, rarely needed pieces out of the JavaScript every page loads first: the per-doc
 * list and every sidebar but the page's own, docs the navbar does not link from the global
 * data, Prism, the route tables and route trees of other sections and their chunk hashes. It
 * starts the app in several short tasks and finds routes through an index. Every point where it
 * touches Docusaurus is declared in ./contacts.ts; ./guard.ts fails a build in which one of
 * them matched nothing. `LEAN_BUNDLE=off` (docusaurus.config.ts) builds without it.
 */
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { WebpackPluginInstance } from 'webpack';
import { SectionChunkHashesPlugin } from './chunk-hashes';
import { contactsFor, type Bundle, type Contact } from './contacts';
import { ContactGuardPlugin } from './guard';

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

/** Options of the loaders that take any. */
function loaderOptions(id: string, bundle: Bundle, keepDocIds: string[] | null): object {
  if (id === 'doc-props') return { splitSidebars: bundle === 'client' };
  if (id === 'global-data') return { keepDocIds };
  return {};
}

/** The bundler rules, aliases and replacements of one bundle, from the contact list. */
export function bundleConfig(
  contacts: readonly Contact[],
  bundle: Bundle,
  keepDocIds: string[] | null,
) {
  const rules = contacts.flatMap((contact) =>
    contact.kind === 'loader'
      ? [
          {
            test: contact.pattern,
            ...(contact.jsonToJavaScript?.includes(bundle) ? { type: 'javascript/auto' } : {}),
            use: [
              { loader: contact.loader, options: loaderOptions(contact.id, bundle, keepDocIds) },
            ],
          },
        ]
      : [],
  );
  const alias = Object.fromEntries(
    contacts.flatMap((contact) =>
      contact.kind === 'alias' ? [[`${contact.request}$`, contact.ours]] : [],
    ),
  );
  const replacements = contacts.flatMap((contact) =>
    contact.kind === 'replace' ? [{ pattern: contact.pattern, ours: contact.ours }] : [],
  );
  const entry = contacts.find((contact) => contact.kind === 'entry')?.ours;
  return { rules, alias, replacements, entry };
}

export default function leanBundlePlugin(context: LoadContext): Plugin {
  const navbar = context.siteConfig.themeConfig.navbar as { items?: NavbarItem[] } | undefined;
  const keepDocIds = navbarDocIds(navbar?.items);
  return {
    name: 'lean-bundle',
    configureWebpack(config, isServer, { currentBundler }) {
      const bundle: Bundle = isServer ? 'server' : 'client';
      const production = config.mode === 'production';
      // The client entry is replaced in production only; the dev server keeps upstream's.
      const contacts = contactsFor(bundle).filter(
        (contact) => contact.kind !== 'entry' || production,
      );
      const { rules, alias, replacements, entry } = bundleConfig(contacts, bundle, keepDocIds);
      if (!isServer) dropChunkAssetPlugin(config);
      if (entry) config.entry = entry;
      const { NormalModuleReplacementPlugin } = currentBundler.instance;
      return {
        // Chunk ids equal to chunk names: the runtime then needs no id -> name map to build a
        // chunk's URL, and prefetching needs no name -> id map (see dropChunkAssetPlugin).
        ...(isServer ? {} : { optimization: { chunkIds: 'named' } }),
        resolve: { alias },
        module: { rules },
        plugins: [
          ...replacements.map(
            ({ pattern, ours }) => new NormalModuleReplacementPlugin(pattern, ours),
          ),
          // Page chunks' hashes travel with their route section (chunk-hashes.ts). Rspack
          // plugins; Docusaurus types plugins as webpack's.
          ...(production && !isServer
            ? [new SectionChunkHashesPlugin() as unknown as WebpackPluginInstance]
            : []),
          ...(production
            ? [new ContactGuardPlugin(bundle, contacts) as unknown as WebpackPluginInstance]
            : []),
        ],
      };
    },
  };
}
