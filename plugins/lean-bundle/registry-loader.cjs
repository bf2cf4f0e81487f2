/**
 * Rspack loader for `.docusaurus/registry.js`, client build only. Docusaurus puts the loader of
 * every route chunk (registry.js) and every route's chunk names (routesChunkNames.json) into
 * the main bundle: on this ~900-route site about a third of main.js, parsed and run on every
 * page load. This loader splits both into one "section" module per large top-level path
 * segment (knowledge base, guides, reference, tags) plus one for the rest. Requested without a
 * query, registry.js becomes a small stub that loads a section on demand; requested as
 * `registry.js?section=<name>`, it becomes that section's chunk names and chunk loaders.
 * client/ComponentCreator.tsx, client/docusaurus.ts and routes-loader.cjs (its section rule) are
 * the stub's only readers; routes-loader.cjs puts each section's routes into the same chunk.
 */
'use strict';
/* eslint-disable @typescript-eslint/no-require-imports -- Rspack loads loaders as CommonJS */

const fs = require('node:fs');
const path = require('node:path');

/** A top-level segment with at least this many routes gets its own section. */
const minimumSectionRoutes = 40;
const restSection = 'core';

/** `/reference/modules/x` -> `reference`; `/` -> `` */
function firstSegment(routePath) {
  return routePath.split('/')[1] ?? '';
}

/** Route key of routesChunkNames.json (`<path>-<hash>`) -> route path. */
function routePathOfKey(key) {
  return key.replace(/-[^-]+$/, '');
}

/** Top-level segments that get their own section, sorted. */
function splitSegments(routesChunkNames) {
  const counts = new Map();
  for (const key of Object.keys(routesChunkNames)) {
    const segment = firstSegment(routePathOfKey(key));
    counts.set(segment, (counts.get(segment) ?? 0) + 1);
  }
  return [...counts]
    .filter(([segment, count]) => segment !== '' && count >= minimumSectionRoutes)
    .map(([segment]) => segment)
    .sort();
}

function sectionOf(routePath, segments) {
  const segment = firstSegment(routePath);
  return segments.includes(segment) ? segment : restSection;
}

/** Chunk names anywhere in a route's chunk-name tree. */
function chunkNamesOf(value) {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(chunkNamesOf);
  return [];
}

/** registry.js source -> Map of chunk name -> the entry's source text. */
function parseRegistry(source) {
  const entries = new Map();
  for (const match of source.matchAll(/^\s*"([^"]+)": (\[.*\]),?(?:\};)?$/gm)) {
    entries.set(match[1], match[2]);
  }
  return entries;
}

/** Source of one section module: its routes' chunk names and the loaders of those chunks. */
function sectionSource(section, segments, routesChunkNames, registry) {
  const chunkNames = {};
  const used = new Set();
  for (const [key, chunks] of Object.entries(routesChunkNames)) {
    if (sectionOf(routePathOfKey(key), segments) !== section) continue;
    chunkNames[key] = chunks;
    for (const name of chunkNamesOf(chunks)) used.add(name);
  }
  const lines = [...used].sort().map((name) => {
    const entry = registry.get(name);
    if (!entry)
      throw new Error(`registry.js has no entry for chunk "${name}" (section ${section})`);
    return `  ${JSON.stringify(name)}: ${entry},`;
  });
  return [
    `export const chunkNames = ${JSON.stringify(chunkNames)};`,
    `export const registry = {\n${lines.join('\n')}\n};`,
    '',
  ].join('\n');
}

/** Source of the stub every page loads: the section rule and one dynamic import per section. */
function stubSource(segments, resourceName) {
  const sections = [...segments, restSection];
  const loaders = sections.map(
    (section) =>
      `  ${JSON.stringify(section)}: () => import(/* webpackChunkName: "routes-${section}" */ ${JSON.stringify(`./${resourceName}?section=${section}`)}),`,
  );
  return [
    `const segments = ${JSON.stringify(segments)};`,
    `export function sectionOf(routePath) {`,
    `  const segment = routePath.split('/')[1] ?? '';`,
    `  return segments.includes(segment) ? segment : ${JSON.stringify(restSection)};`,
    `}`,
    `const loaders = {\n${loaders.join('\n')}\n};`,
    `const loading = new Map();`,
    `/** Loads a section once: { chunkNames, registry }. */`,
    `export function loadSection(section) {`,
    `  if (!loading.has(section)) loading.set(section, loaders[section]());`,
    `  return loading.get(section);`,
    `}`,
    `export default {};`,
    '',
  ].join('\n');
}

function registryLoader(source) {
  const chunkNamesFile = path.join(path.dirname(this.resourcePath), 'routesChunkNames.json');
  this.addDependency(chunkNamesFile);
  const routesChunkNames = JSON.parse(fs.readFileSync(chunkNamesFile, 'utf8'));
  const segments = splitSegments(routesChunkNames);
  const section = new URLSearchParams(this.resourceQuery.replace(/^\?/, '')).get('section');
  if (section === null) return stubSource(segments, path.basename(this.resourcePath));
  return sectionSource(section, segments, routesChunkNames, parseRegistry(source));
}

module.exports = registryLoader;
module.exports.splitSegments = splitSegments;
module.exports.sectionOf = sectionOf;
module.exports.parseRegistry = parseRegistry;
module.exports.sectionSource = sectionSource;
module.exports.stubSource = stubSource;
