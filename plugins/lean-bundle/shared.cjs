/**
 * Functions that both a loader (in Node, while bundling) and the module it generates (in the
 * browser) run: the generated code imports this file by path, so there is one copy of each.
 * Self-contained CommonJS, so both sides can load it.
 */
// @ts-check
'use strict';

/**
 * The section of a route path or pathname (registry-loader.cjs). Case and a trailing slash do
 * not change the answer, since react-router matches regardless of both. A split segment's
 * routes are spread over its sections by an FNV-1a hash of the path.
 * @param {string} routePath
 * @param {Record<string, number>} plan top-level segment -> number of sections
 * @returns {string}
 */
function sectionOf(routePath, plan) {
  const path = routePath.toLowerCase().replace(/\/+$/, '');
  const segment = path.split('/')[1] ?? '';
  const count = Object.prototype.hasOwnProperty.call(plan, segment) ? (plan[segment] ?? 0) : 0;
  if (count === 0) return 'core';
  if (count === 1) return segment;
  let hash = 0x811c9dc5;
  for (let i = 0; i < path.length; i += 1) {
    hash = Math.imul(hash ^ path.charCodeAt(i), 0x01000193) >>> 0;
  }
  return `${segment}-${hash % count}`;
}

/**
 * @typedef {{ id: string, path: string, sidebar?: string }} GlobalDoc
 * @typedef {[string] | [string, string | 0] | [string, string | 0, string]} CompactDoc
 */

/**
 * Inverse of globaldata-loader.cjs's compactDoc: `[path, sidebar?, id?]` -> `{ id, path, sidebar? }`;
 * anything else is returned as it is.
 * @param {CompactDoc | GlobalDoc} entry
 * @returns {GlobalDoc}
 */
function expandDoc(entry) {
  if (!Array.isArray(entry)) return entry;
  const [docPath, sidebar, id] = entry;
  /** @type {GlobalDoc} */
  const doc = { id: id === undefined ? docPath.slice(1) : id, path: docPath };
  if (sidebar) doc.sidebar = sidebar;
  return doc;
}

module.exports = { sectionOf, expandDoc };
