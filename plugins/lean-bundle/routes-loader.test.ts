import { describe, expect, it } from 'vitest';
import { attachRoutes, type SectionRoutes } from './client/routeSections';

type Route = { path: string; exact?: boolean; routes?: Route[]; [attribute: string]: unknown };
type Split = {
  main: Route[];
  kept: Record<string, number[]>;
  sections: Record<string, SectionRoutes>;
};
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the loader is CommonJS for Rspack
const loader = require('./routes-loader.cjs') as {
  parseRoutes(source: string): Route[];
  splitRoutes(routes: Route[], plan: Record<string, number>): Split;
  routeCode(route: Route): string;
  sectionModuleSource(byParent: SectionRoutes | undefined): string;
};

const leaf = (path: string, hash: string, extra = '') =>
  `{ path: '${path}', component: ComponentCreator('${path}', '${hash}'), exact: true${extra} }`;

// The shape Docusaurus's codegen writes: pages, then docs root > version > tags and doc root.
const source = `import React from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';

export default [
  ${leaf('/search', 'be6')},
  ${leaf('/', 'e5f')},
  { path: '/', component: ComponentCreator('/', '502'), routes: [
    { path: '/', component: ComponentCreator('/', '3d1'), routes: [
      ${leaf('/tags', 'ce1')},
      ${leaf('/tags/alb', 'f28')},
      { path: '/', component: ComponentCreator('/', '9aa'), routes: [
        ${leaf('/guides/a', '001', ', sidebar: "guides"')},
        ${leaf('/intro/overview', '002', ', sidebar: "intro"')},
        ${leaf('/guides/b', '003', ', sidebar: "guides"')},
        ${leaf('/guides/c.html', '004')},
        { path: '/guides/:slug', component: ComponentCreator('/guides/:slug', '005'), exact: true },
        { path: '/guides/open', component: ComponentCreator('/guides/open', '006') },
        ${leaf('/tags/zz', '007')},
      ] },
    ] },
  ] },
  { path: '*', component: ComponentCreator('*') },
];
`;
const plan = { guides: 1, tags: 1 };
const treeCode = (routes: Route[]) => routes.map((route) => loader.routeCode(route)).join('\n');

describe('routes loader', () => {
  it('reads the generated tree with every attribute and component factory argument', () => {
    const routes = loader.parseRoutes(source);
    expect(routes.map((route) => route.path)).toEqual(['/search', '/', '/', '*']);
    expect(loader.routeCode(routes[0] as Route)).toBe(
      `{path: "/search", component: ComponentCreator("/search", "be6"), exact: true}`,
    );
    expect(loader.routeCode(routes[3] as Route)).toBe(
      `{path: "*", component: ComponentCreator("*")}`,
    );
    expect(treeCode(routes)).toContain(
      `{path: "/guides/a", component: ComponentCreator("/guides/a", "001"), exact: true, "sidebar": "guides"}`,
    );
  });

  it('moves only exact static leaf routes of other sections and keeps everything else', () => {
    const { main, kept, sections } = loader.splitRoutes(loader.parseRoutes(source), plan);
    const docs = main[2]?.routes?.[0]?.routes?.[0]?.routes?.map((route) => route.path);
    expect(docs).toEqual(['/intro/overview', '/guides/c.html', '/guides/:slug', '/guides/open']);
    expect(main[2]?.routes?.[0]?.routes?.map((route) => route.path)).toEqual(['/']);
    expect(kept).toEqual({ '2.0': [2], '2.0.2': [1, 3, 4, 5] });
    expect(Object.keys(sections).sort()).toEqual(['guides', 'tags']);
    expect(
      sections.guides?.map(([address, entries]) => [address, entries.map(([p]) => p)]),
    ).toEqual([['2.0.2', [0, 2]]]);
    expect(sections.tags?.map(([address, entries]) => [address, entries.map(([p]) => p)])).toEqual([
      ['2.0', [0, 1]],
      ['2.0.2', [6]],
    ]);
  });

  it('gives back the original tree, in order, once every section is attached', () => {
    const original = loader.parseRoutes(source);
    const { main, kept, sections } = loader.splitRoutes(original, plan);
    const positions = new Map(Object.entries(kept));
    // Through the emitted module source, as the browser gets it.
    const load = (section: string) =>
      loader.parseRoutes(loader.sectionModuleSource(sections[section])) as unknown as SectionRoutes;
    attachRoutes(main, positions, load('tags'));
    expect(treeCode(main)).not.toBe(treeCode(original));
    expect(treeCode(main)).toContain('"/tags/zz"');
    attachRoutes(main, positions, load('guides'));
    expect(treeCode(main)).toBe(treeCode(original));
  });

  it('fails on a file that is not a generated route tree', () => {
    expect(() => loader.parseRoutes('module.exports = [];')).toThrow(/shape Docusaurus generates/);
    expect(() => loader.routeCode({ path: '/x', component: () => null })).toThrow(
      /route \/x has no ComponentCreator/,
    );
  });
});
