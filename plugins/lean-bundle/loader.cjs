/**
 * Rspack loader for the docs plugin's route props (`.docusaurus/docusaurus-plugin-content-docs/<id>/p/*.json`).
 * The version-metadata prop that every doc page loads lists every doc of the site with its title,
 * description and sidebar. On the client only `useDocById` reads that list, and only the theme's
 * DocCard calls it; this site shows no DocCards (a unit test keeps it so), so the list is
 * emptied: 65 KB (gzip) less JavaScript on every doc page of this ~850-doc site. The sidebars
 * stay. Server and client builds both use this loader, so the server-rendered HTML and
 * hydration see the same data.
 */
'use strict';

/** Returns a version-metadata prop without its per-doc list; other props unchanged. */
function trimVersionMetadata(prop) {
  const version = prop && typeof prop === 'object' ? prop.version : undefined;
  if (!version || typeof version !== 'object' || !version.docs || !version.docsSidebars)
    return prop;
  return { ...prop, version: { ...version, docs: {} } };
}

/** The loader: JSON text in, JSON text out. */
function leanDocsMetadataLoader(source) {
  const prop = JSON.parse(source);
  const trimmed = trimVersionMetadata(prop);
  return trimmed === prop ? source : JSON.stringify(trimmed);
}

module.exports = leanDocsMetadataLoader;
module.exports.trimVersionMetadata = trimVersionMetadata;
