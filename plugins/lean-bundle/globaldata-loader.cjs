/**
 * Rspack loader for `.docusaurus/globalData.json`, which every page loads in main.js. The docs
 * plugin lists every doc there as `{ id, path, sidebar }`: ~7 KB gzip on this site, growing with
 * it. Its readers here are the navbar's doc items, which need only the docs they link to; the
 * page's own doc and sidebar come from the route tree (src/theme/NavbarItem/useDocsNavbarData.ts).
 * So the plugin passes `keepDocIds` (the navbar's doc ids; null when a navbar item needs every
 * doc) and only those docs ship. Docs with a derivable id ship as `[path, sidebar]` and a few
 * lines rebuild the objects when the module runs. Entries with other fields are left as they are.
 */
// @ts-check
'use strict';

/* eslint-disable @typescript-eslint/no-require-imports -- Rspack loads loaders as CommonJS */
const path = require('node:path');
const { expandDoc } = require('./shared.cjs');

const docsPlugin = 'docusaurus-plugin-content-docs';
/** Imported by the generated module for expandDoc. */
const sharedModule = path.join(__dirname, 'shared.cjs');

/**
 * `{ id, path, sidebar? }` -> `[path]`, `[path, sidebar]` or `[path, sidebar | 0, id]`.
 * @param {Record<string, unknown>} doc
 * @returns {unknown}
 */
function compactDoc(doc) {
  const keys = Object.keys(doc);
  if (keys.some((key) => !['id', 'path', 'sidebar'].includes(key))) return doc;
  if (typeof doc.path !== 'string' || typeof doc.id !== 'string') return doc;
  const sidebar = doc.sidebar ?? 0;
  if (doc.id !== doc.path.slice(1)) return [doc.path, sidebar, doc.id];
  return doc.sidebar === undefined ? [doc.path] : [doc.path, sidebar];
}

/**
 * With `keepDocIds` (a list), each single-version docs plugin lists only those docs and its
 * version's main doc; null keeps every doc. Every doc is kept for several versions, whose
 * banners and dropdowns look up a page's doc in each version.
 */
/**
 * @typedef {{ docs: Record<string, unknown>[], mainDocId?: string }} Version
 * @typedef {{ versions: Version[] }} DocsPluginData
 * @param {Record<string, unknown>} data
 * @param {string[] | null} [keepDocIds]
 */
function compactGlobalData(data, keepDocIds = null) {
  const plugins = /** @type {Record<string, DocsPluginData>} */ (data[docsPlugin] ?? {});
  /** @type {Record<string, unknown>} */
  const compacted = {};
  for (const [id, plugin] of Object.entries(plugins)) {
    const keep = keepDocIds && plugin.versions.length === 1 ? new Set(keepDocIds) : null;
    compacted[id] = {
      ...plugin,
      versions: plugin.versions.map((version) => ({
        ...version,
        docs: version.docs
          .filter((doc) => !keep || keep.has(String(doc.id)) || doc.id === version.mainDocId)
          .map(compactDoc),
      })),
    };
  }
  return { ...data, [docsPlugin]: compacted };
}

/**
 * @this {import('./loader-types').LoaderContext<{ keepDocIds?: string[] | null }>}
 * @param {string} source
 */
function globalDataLoader(source) {
  // Tests call the loader without a loader context.
  const { keepDocIds = null } = this?.getOptions?.() ?? {};
  const compact = compactGlobalData(JSON.parse(source), keepDocIds);
  return [
    `const data = JSON.parse(${JSON.stringify(JSON.stringify(compact))});`,
    `import { expandDoc } from ${JSON.stringify(sharedModule)};`,
    `for (const plugin of Object.values(data[${JSON.stringify(docsPlugin)}] ?? {})) {`,
    `  for (const version of plugin.versions) version.docs = version.docs.map(expandDoc);`,
    `}`,
    `export default data;`,
    '',
  ].join('\n');
}

module.exports = globalDataLoader;
module.exports.compactGlobalData = compactGlobalData;
module.exports.expandDoc = expandDoc;
module.exports.sharedModule = sharedModule;
