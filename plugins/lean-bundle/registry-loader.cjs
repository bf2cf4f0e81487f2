/**
 * Rspack loader for `.docusaurus/registry.js`, client build only. Docusaurus puts the loader of
 * every route chunk (registry.js) and every route's chunk names (routesChunkNames.json) into
 * the main bundle: on this ~900-route site about a third of main.js, parsed and run on every
 * page load. This loader splits both into "section" modules: each top-level path segment with
 * 40 or more routes (knowledge base, guides, reference, tags) gets one section per 100 routes,
 * its routes spread over them by path hash (`sectionOf`), and one section holds the rest.
 * Requested without a
 * query, registry.js becomes a small stub that loads a section on demand; requested as
 * `registry.js?section=<name>`, it becomes that section's chunk names and chunk loaders.
 * client/ComponentCreator.tsx, client/docusaurus.ts and routes-loader.cjs (its section rule) are
 * the stub's only readers; routes-loader.cjs puts each section's routes into the same chunk.
 */
// @ts-check
'use strict';
/* eslint-disable @typescript-eslint/no-require-imports -- Rspack loads loaders as CommonJS */

const fs = require('node:fs');
const path = require('node:path');
const { sectionOf } = require('./shared.cjs');

/** Imported by the generated stub for sectionOf. */
const sharedModule = path.join(__dirname, 'shared.cjs');

/** A top-level segment with at least this many routes gets its own section. */
const minimumSectionRoutes = 40;
/** A segment with more routes is split into this many routes per section (by path hash). */
const maximumSectionRoutes = 100;
const restSection = 'core';

/** Route key of routesChunkNames.json (`<path>-<hash>`) -> route path. */
/** @param {string} key */
function routePathOfKey(key) {
  return key.replace(/-[^-]+$/, '');
}

/**
 * The section plan: for each top-level segment with its own sections, how many (one per
 * `maximumSectionRoutes` routes). Segments are compared lowercased, as react-router does.
 */
/**
 * @param {Record<string, unknown>} routesChunkNames
 * @returns {Record<string, number>}
 */
function planSections(routesChunkNames) {
  const counts = new Map();
  for (const key of Object.keys(routesChunkNames)) {
    const segment = routePathOfKey(key).toLowerCase().split('/')[1] ?? '';
    counts.set(segment, (counts.get(segment) ?? 0) + 1);
  }
  /** @type {Record<string, number>} */
  const plan = {};
  for (const [segment, count] of [...counts].sort((a, b) => (a[0] < b[0] ? -1 : 1))) {
    if (segment !== '' && count >= minimumSectionRoutes) {
      plan[segment] = Math.ceil(count / maximumSectionRoutes);
    }
  }
  return plan;
}

/** Every section name of a plan, `core` last; throws if two would be the same. */
/** @param {Record<string, number>} plan */
function sectionNames(plan) {
  const names = Object.entries(plan).flatMap(([segment, count]) =>
    count === 1 ? [segment] : Array.from({ length: count }, (_, i) => `${segment}-${i}`),
  );
  names.push(restSection);
  if (new Set(names).size !== names.length) {
    throw new Error(`registry-loader: route sections collide: ${names.join(', ')}`);
  }
  return names;
}

/** Chunk names anywhere in a route's chunk-name tree. */
/**
 * @param {unknown} value
 * @returns {string[]}
 */
function chunkNamesOf(value) {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(chunkNamesOf);
  return [];
}

/** registry.js source -> Map of chunk name -> the entry's source text. */
/**
 * @param {string} source
 * @returns {Map<string, string>}
 */
function parseRegistry(source) {
  const entries = new Map();
  for (const match of source.matchAll(/^\s*"([^"]+)": (\[.*\]),?(?:\};)?$/gm)) {
    entries.set(match[1], match[2]);
  }
  return entries;
}

/** Source of one section module: its routes' chunk names and the loaders of those chunks. */
/**
 * @param {string} section
 * @param {Record<string, number>} plan
 * @param {Record<string, unknown>} routesChunkNames
 * @param {Map<string, string>} registry
 */
function sectionSource(section, plan, routesChunkNames, registry) {
  /** @type {Record<string, unknown>} */
  const chunkNames = {};
  const used = new Set();
  for (const [key, chunks] of Object.entries(routesChunkNames)) {
    if (sectionOf(routePathOfKey(key), plan) !== section) continue;
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

/**
 * Chunk names of route sections: a section's registry and routes share the chunk
 * `routes-<section>`; chunk-hashes.ts recognises sections by this prefix.
 */
const sectionChunkPrefix = 'routes-';

/** One entry of a `{ section: () => import(...) }` table, loading that section's chunk. */
/**
 * @param {string} section
 * @param {string} resourceName
 */
function sectionImport(section, resourceName) {
  const request = JSON.stringify(`./${resourceName}?section=${section}`);
  return `  ${JSON.stringify(section)}: () => import(/* webpackChunkName: "${sectionChunkPrefix}${section}" */ ${request}),`;
}

/** Source of the stub every page loads: the section rule and one dynamic import per section. */
/**
 * @param {Record<string, number>} plan
 * @param {string} resourceName
 */
function stubSource(plan, resourceName) {
  const loaders = sectionNames(plan).map((section) => sectionImport(section, resourceName));
  return [
    `const plan = ${JSON.stringify(plan)};`,
    `import { sectionOf as sectionOfPlan } from ${JSON.stringify(sharedModule)};`,
    `export function sectionOf(routePath) {`,
    `  return sectionOfPlan(routePath, plan);`,
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

/**
 * What a loader of a generated `.docusaurus` file needs to split it: the routes' chunk names
 * next to it (a dependency of the result), their section plan, and the requested section
 * (`?section=<name>`; null for the main module).
 */
/** @param {import('./loader-types').LoaderContext} loaderContext */
function sectionRequest(loaderContext) {
  const chunkNamesFile = path.join(
    path.dirname(loaderContext.resourcePath),
    'routesChunkNames.json',
  );
  loaderContext.addDependency(chunkNamesFile);
  const routesChunkNames = JSON.parse(fs.readFileSync(chunkNamesFile, 'utf8'));
  const query = new URLSearchParams(loaderContext.resourceQuery.replace(/^\?/, ''));
  return { routesChunkNames, plan: planSections(routesChunkNames), section: query.get('section') };
}

/**
 * @this {import('./loader-types').LoaderContext}
 * @param {string} source
 */
function registryLoader(source) {
  const { routesChunkNames, plan, section } = sectionRequest(this);
  if (section === null) return stubSource(plan, path.basename(this.resourcePath));
  return sectionSource(section, plan, routesChunkNames, parseRegistry(source));
}

module.exports = registryLoader;
module.exports.planSections = planSections;
module.exports.sectionRequest = sectionRequest;
module.exports.sectionNames = sectionNames;
module.exports.sectionOf = sectionOf;
module.exports.sharedModule = sharedModule;
module.exports.parseRegistry = parseRegistry;
module.exports.sectionSource = sectionSource;
module.exports.stubSource = stubSource;
module.exports.sectionImport = sectionImport;
module.exports.sectionChunkPrefix = sectionChunkPrefix;
