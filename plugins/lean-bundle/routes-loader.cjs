/**
 * Rspack loader for `.docusaurus/routes.js`, client build only. Docusaurus puts every route
 * (~1,100 here: path, component factory, sidebar name) into main.js, ~12 KB gzip that every
 * page downloads and evaluates. This loader leaves in main.js only the routes of the "core"
 * section (registry-loader.cjs decides the sections) and the parents of all others; the leaf
 * routes of each other section go into `routes.js?section=<name>`, which shares its chunk
 * ("routes-<name>") with that section's registry module, so a page still loads one file.
 * `routesReady(pathname)` (client/routeSections.ts) puts a section's routes back in their
 * original places; the replaced core `preload` and the prefetcher call it before matching, so
 * react-router sees the same routes, in the same order, for every path it matches.
 * Only routes that can match nothing outside their own section move: exact leaf routes with a
 * static path outside the core section that does not end in `.html` (core's normalizeLocation
 * treats such paths specially).
 */
// @ts-check
'use strict';
/* eslint-disable @typescript-eslint/no-require-imports -- Rspack loads loaders as CommonJS */

const path = require('node:path');
const { sectionImport, sectionOf, sectionRequest } = require('./registry-loader.cjs');

const restSection = 'core';
const creatorCall = Symbol('ComponentCreator call');

/**
 * @typedef {{ path: string, component?: any, exact?: boolean, routes?: Route[], [attribute: string]: unknown }} Route
 * @typedef {[number, Route][]} Moved positions and routes moved out of one parent
 * @typedef {{ main: Route[], kept: Record<string, number[]>, sections: Record<string, [string, Moved][]> }} Split
 */

/** The route tree of a generated routes.js, with each component as its ComponentCreator args. */
/**
 * @param {string} source
 * @returns {Route[]}
 */
function parseRoutes(source) {
  const body = source.replace(/^import .*;$/gm, '').replace(/^export default /m, 'return ');
  if (body === source) throw new Error('routes.js does not have the shape Docusaurus generates');
  /** @param {unknown[]} args */
  const creator = (...args) => ({ [creatorCall]: args });
  return new Function('ComponentCreator', body)(creator);
}

/** Source of one route object, as Docusaurus writes it (attributes after the known keys). */
/**
 * @param {Route} route
 * @returns {string}
 */
function routeCode(route) {
  const { path: routePath, component, exact, routes, ...attributes } = route;
  const args = component?.[creatorCall];
  if (!args) throw new Error(`routes.js: route ${routePath} has no ComponentCreator component`);
  const parts = [
    `path: ${JSON.stringify(routePath)}`,
    `component: ComponentCreator(${args.map((/** @type {unknown} */ arg) => JSON.stringify(arg)).join(', ')})`,
  ];
  if (exact) parts.push('exact: true');
  if (routes) parts.push(`routes: [${routes.map(routeCode).join(',\n')}]`);
  for (const [name, value] of Object.entries(attributes)) {
    parts.push(`${JSON.stringify(name)}: ${JSON.stringify(value)}`);
  }
  return `{${parts.join(', ')}}`;
}

/**
 * @param {Route} route
 * @param {Record<string, number>} plan
 */
function movable(route, plan) {
  const routePath = route.path;
  return (
    !route.routes &&
    route.exact === true &&
    typeof routePath === 'string' &&
    routePath.startsWith('/') &&
    !/[:()*?+\\]/.test(routePath) &&
    !routePath.endsWith('.html') &&
    sectionOf(routePath, plan) !== restSection
  );
}

/**
 * Splits the tree: returns the routes that stay (copies; the input is not changed), the
 * original positions of the children kept in each parent that lost some (`kept`, keyed by the
 * parent's address of original positions, e.g. "6.0"), and per section the moved routes as
 * [parent address, [[original position, route], ...]] lists.
 */
/**
 * @param {Route[]} routes
 * @param {Record<string, number>} plan
 * @returns {Split}
 */
function splitRoutes(routes, plan) {
  /** @type {Record<string, number[]>} */
  const kept = {};
  /** @type {Record<string, Record<string, Moved>>} */
  const moved = {};
  /**
   * @param {Route[]} list
   * @param {string | null} address
   * @returns {Route[]}
   */
  const visit = (list, address) => {
    /** @type {Route[]} */
    const stays = [];
    /** @type {number[]} */
    const positions = [];
    list.forEach((route, position) => {
      const own = address === null ? `${position}` : `${address}.${position}`;
      if (address !== null && movable(route, plan)) {
        const section = sectionOf(route.path, plan);
        moved[section] ??= {};
        (moved[section][address] ??= []).push([position, route]);
        return;
      }
      positions.push(position);
      stays.push(route.routes ? { ...route, routes: visit(route.routes, own) } : route);
    });
    if (address !== null && positions.length !== list.length) kept[address] = positions;
    return stays;
  };
  const main = visit(routes, null);
  const sections = Object.fromEntries(
    Object.entries(moved).map(([section, byParent]) => [section, Object.entries(byParent)]),
  );
  return { main, kept, sections };
}

const header = "import ComponentCreator from '@docusaurus/ComponentCreator';";

/**
 * @param {Split} split
 * @param {string} resourceName
 */
function mainSource({ main, kept, sections }, resourceName) {
  const helper = JSON.stringify(path.join(__dirname, 'client', 'routeSections.ts'));
  const loaders = Object.keys(sections)
    .sort()
    .map((section) => sectionImport(section, resourceName));
  return [
    header,
    "import { sectionOf } from '@generated/registry';",
    `import { createRoutesReady } from ${helper};`,
    `const routes = [${main.map(routeCode).join(',\n')}];`,
    'export default routes;',
    `const kept = ${JSON.stringify(kept)};`,
    `const loaders = {\n${loaders.join('\n')}\n};`,
    'export const routesReady = createRoutesReady(routes, kept, loaders, sectionOf);',
    '',
  ].join('\n');
}

/** @param {[string, Moved][] | undefined} byParent */
function sectionModuleSource(byParent) {
  const parents = (byParent ?? []).map(
    ([address, entries]) =>
      `[${JSON.stringify(address)}, [${entries.map(([position, route]) => `[${position}, ${routeCode(route)}]`).join(',\n')}]]`,
  );
  return [header, `export default [${parents.join(',\n')}];`, ''].join('\n');
}

/**
 * @this {import('./loader-types').LoaderContext}
 * @param {string} source
 */
function routesLoader(source) {
  const { plan, section } = sectionRequest(this);
  const split = splitRoutes(parseRoutes(source), plan);
  if (section === null) return mainSource(split, path.basename(this.resourcePath));
  return sectionModuleSource(split.sections[section]);
}

module.exports = routesLoader;
module.exports.parseRoutes = parseRoutes;
module.exports.splitRoutes = splitRoutes;
module.exports.routeCode = routeCode;
module.exports.mainSource = mainSource;
module.exports.sectionModuleSource = sectionModuleSource;
