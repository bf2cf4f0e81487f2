/**
 * Rspack loader for the docs plugin's route props (`.docusaurus/docusaurus-plugin-content-docs/<id>/p/*.json`).
 * The version-metadata prop that every doc page loads lists every doc of the site with its title
 * and description. On the client only the theme's DocCard reads an entry (for its description),
 * and this site shows no DocCards, so each entry keeps just its id and sidebar: 57 KB (gzip)
 * less JavaScript on every doc page of this ~850-doc site. Server and client builds both use this
 * loader, so the server-rendered HTML and hydration see the same data.
 */
'use strict';

/** Returns a version-metadata prop with each doc reduced to id and sidebar; other props unchanged. */
function trimVersionMetadata(prop) {
  const version = prop && typeof prop === 'object' ? prop.version : undefined;
  if (!version || typeof version !== 'object' || !version.docs || !version.docsSidebars)
    return prop;
  const docs = {};
  for (const [id, doc] of Object.entries(version.docs)) {
    docs[id] = { id: doc.id, sidebar: doc.sidebar };
  }
  return { ...prop, version: { ...version, docs } };
}

/** The loader: JSON text in, JSON text out. */
function leanDocsMetadataLoader(source) {
  const prop = JSON.parse(source);
  const trimmed = trimVersionMetadata(prop);
  return trimmed === prop ? source : JSON.stringify(trimmed);
}

module.exports = leanDocsMetadataLoader;
module.exports.trimVersionMetadata = trimVersionMetadata;
