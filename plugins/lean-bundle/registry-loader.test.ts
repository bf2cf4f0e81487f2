import { describe, expect, it } from 'vitest';

type Registry = Map<string, string>;
type Plan = Record<string, number>;
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the loader is CommonJS for Rspack
const loader = require('./registry-loader.cjs') as {
  planSections(routesChunkNames: Record<string, unknown>): Plan;
  sectionOf: (routePath: string, plan: Plan) => string;
  sharedModule: string;
  sectionNames(plan: Plan): string[];
  parseRegistry(source: string): Registry;
  sectionSource(
    section: string,
    plan: Plan,
    routesChunkNames: Record<string, unknown>,
    registry: Registry,
  ): string;
  stubSource(plan: Plan, resourceName: string): string;
};
// eslint-disable-next-line @typescript-eslint/no-require-imports -- shared with the loader
const shared = require('./shared.cjs') as { sectionOf: unknown };

const entry = (name: string) =>
  `[() => import(/* webpackChunkName: "${name}" */ "@site/${name}.mdx"), "@site/${name}.mdx", require.resolveWeak("@site/${name}.mdx")]`;

const registrySource = [
  'export default {',
  `  "layout": ${entry('layout')},`,
  `  "kb1": ${entry('kb1')},`,
  `  "home": ${entry('home')},};`,
].join('\n');

// 40 knowledge-base routes (its own section), one home page and the shared docs layout.
const routesChunkNames: Record<string, unknown> = {
  '/-abc': { __comp: 'layout' },
  '/-e5f': { __comp: 'home' },
  ...Object.fromEntries(
    Array.from({ length: 40 }, (_, i) => [
      `/discussions/${i}-f0${i}`,
      { __comp: 'layout', content: 'kb1' },
    ]),
  ),
};

describe('registry loader', () => {
  it('gives a top-level segment its own section from 40 routes; the rest share "core"', () => {
    const plan = loader.planSections(routesChunkNames);
    expect(plan).toEqual({ discussions: 1 });
    expect(loader.sectionOf('/discussions/7', plan)).toBe('discussions');
    expect(loader.sectionOf('/', plan)).toBe('core');
    expect(loader.sectionOf('/intro/overview', plan)).toBe('core');
    expect(loader.sectionNames(plan)).toEqual(['discussions', 'core']);
  });

  it('spreads a segment over one section per 100 routes, whatever the case or trailing slash', () => {
    const many = Object.fromEntries(
      Array.from({ length: 301 }, (_, i) => [`/discussions/kb/${i}-a${i}`, { __comp: 'x' }]),
    );
    const plan = loader.planSections(many);
    expect(plan).toEqual({ discussions: 4 });
    expect(loader.sectionNames(plan)).toEqual([
      'discussions-0',
      'discussions-1',
      'discussions-2',
      'discussions-3',
      'core',
    ]);
    const sizes = new Map<string, number>();
    for (let i = 0; i < 301; i += 1) {
      const section = loader.sectionOf(`/discussions/kb/${i}`, plan);
      sizes.set(section, (sizes.get(section) ?? 0) + 1);
      expect(loader.sectionOf(`/Discussions/KB/${i}/`, plan)).toBe(section);
    }
    expect([...sizes.keys()].sort()).toEqual(loader.sectionNames(plan).slice(0, 4));
    expect(Math.min(...sizes.values())).toBeGreaterThan(40);
  });

  it('reads every registry entry, the last one included', () => {
    const registry = loader.parseRegistry(registrySource);
    expect([...registry.keys()]).toEqual(['layout', 'kb1', 'home']);
    expect(registry.get('home')).toBe(entry('home'));
  });

  it('puts a section’s routes and only the chunks they use into its module', () => {
    const registry = loader.parseRegistry(registrySource);
    const source = loader.sectionSource(
      'discussions',
      { discussions: 1 },
      routesChunkNames,
      registry,
    );
    expect(source).toContain('"/discussions/0-f00":{"__comp":"layout","content":"kb1"}');
    expect(source).toContain(`"kb1": ${entry('kb1')},`);
    expect(source).toContain(`"layout": ${entry('layout')},`);
    expect(source).not.toContain('"home"');
    expect(source).not.toContain('"/-e5f"');
  });

  it('fails with the chunk and section named when the registry lacks a chunk', () => {
    expect(() =>
      loader.sectionSource('core', {}, { '/x-1': { __comp: 'missing' } }, new Map()),
    ).toThrow('registry.js has no entry for chunk "missing" (section core)');
  });

  it('writes a stub with the section rule and one named chunk per section', () => {
    const stub = loader.stubSource({ discussions: 1 }, 'registry.js');
    expect(stub).toContain(
      'import(/* webpackChunkName: "routes-discussions" */ "./registry.js?section=discussions")',
    );
    expect(stub).toContain(
      'import(/* webpackChunkName: "routes-core" */ "./registry.js?section=core")',
    );
    expect(stub).not.toContain('@site/');
  });

  it('gives the browser the same section rule as the build: it imports the one copy', () => {
    const plan = { discussions: 4, reference: 1 };
    const stub = loader.stubSource(plan, 'registry.js');
    expect(stub).toContain(`const plan = ${JSON.stringify(plan)};`);
    expect(stub).toContain(
      `import { sectionOf as sectionOfPlan } from ${JSON.stringify(loader.sharedModule)};`,
    );
    expect(loader.sectionOf).toBe(shared.sectionOf);
    expect(loader.sectionOf('/Discussions/kb/77/', plan)).toBe(
      loader.sectionOf('/discussions/kb/77', plan),
    );
  });
});
