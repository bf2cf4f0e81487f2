/**
 * Rspack loader for the docs plugin's route props (`.docusaurus/docusaurus-plugin-content-docs/<id>/p/*.json`).
 * The version-metadata prop that every doc page loads lists every doc of the site with its title,
 * description and sidebar. On the client only `useDocById` reads that list, and only the theme's
 * DocCard calls it; this site shows no DocCards (a unit test keeps it so), so the list is
 * emptied: 65 KB (gzip) less JavaScript on every doc page of this ~850-doc site. Server and
 * client builds both use this loader, so the server-rendered HTML and hydration see the same data.
 *
 * With `splitSidebars` (client build) the prop also loses its sidebars (~10 KB gzip, all of
 * them): each becomes its own module, `<prop>.json?sidebar=<name>`, registered with
 * client/sidebars.ts, which loads a page's sidebar before it renders. Output is then JavaScript.
 */
// @ts-check
'use strict';
/* eslint-disable @typescript-eslint/no-require-imports -- Rspack loads loaders as CommonJS */

const path = require('node:path');

/**
 * @typedef {{ version: { docs: unknown, docsSidebars: Record<string, unknown> } & Record<string, unknown> } & Record<string, unknown>} VersionProp
 */

/**
 * Returns a version-metadata prop without its per-doc list; other props unchanged.
 * @param {any} prop a route prop, of any shape
 * @returns {any}
 */
function trimVersionMetadata(prop) {
  const version = prop && typeof prop === 'object' ? prop.version : undefined;
  if (!version || typeof version !== 'object' || !version.docs || !version.docsSidebars)
    return prop;
  return { ...prop, version: { ...version, docs: {} } };
}

/** @param {unknown} value */
const jsonModule = (value) =>
  `export default JSON.parse(${JSON.stringify(JSON.stringify(value))});\n`;

/**
 * A trimmed version prop as a module whose sidebars load on demand (client build).
 * @param {VersionProp} prop
 * @param {string} resourceName
 */
function splitSidebarsSource(prop, resourceName) {
  const store = JSON.stringify(path.join(__dirname, 'client', 'sidebars.ts'));
  const names = Object.keys(prop.version.docsSidebars);
  const loaders = names.map(
    (name) =>
      `  ${JSON.stringify(name)}: () => import(/* webpackChunkName: ${JSON.stringify(`sidebar-${name}`)} */ ${JSON.stringify(`./${resourceName}?sidebar=${encodeURIComponent(name)}`)}),`,
  );
  const lean = { ...prop, version: { ...prop.version, docsSidebars: {} } };
  return [
    `import { registerSidebars } from ${store};`,
    `const prop = JSON.parse(${JSON.stringify(JSON.stringify(lean))});`,
    `registerSidebars(prop.version, {\n${loaders.join('\n')}\n});`,
    'export default prop;',
    '',
  ].join('\n');
}

/**
 * The loader: JSON text in; JSON text out, or JavaScript with `splitSidebars`.
 * @this {import('./loader-types').LoaderContext<{ splitSidebars?: boolean }>}
 * @param {string} source
 */
function leanDocsMetadataLoader(source) {
  const { splitSidebars = false } = this?.getOptions?.() ?? {};
  const prop = JSON.parse(source);
  const trimmed = trimVersionMetadata(prop);
  if (!splitSidebars) return trimmed === prop ? source : JSON.stringify(trimmed);
  if (trimmed === prop) return jsonModule(prop);
  const sidebar = new URLSearchParams((this.resourceQuery ?? '').replace(/^\?/, '')).get('sidebar');
  if (sidebar === null) return splitSidebarsSource(trimmed, path.basename(this.resourcePath));
  const items = trimmed.version.docsSidebars[sidebar];
  if (!items) throw new Error(`${this.resourcePath}: no sidebar named "${sidebar}"`);
  return jsonModule(items);
}

module.exports = leanDocsMetadataLoader;
module.exports.trimVersionMetadata = trimVersionMetadata;
module.exports.splitSidebarsSource = splitSidebarsSource;
