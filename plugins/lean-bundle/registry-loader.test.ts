import { describe, expect, it } from 'vitest';

type Registry = Map<string, string>;
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the loader is CommonJS for Rspack
const loader = require('./registry-loader.cjs') as {
  splitSegments(routesChunkNames: Record<string, unknown>): string[];
  sectionOf(routePath: string, segments: string[]): string;
  parseRegistry(source: string): Registry;
  sectionSource(
    section: string,
    segments: string[],
    routesChunkNames: Record<string, unknown>,
    registry: Registry,
  ): string;
  stubSource(segments: string[], resourceName: string): string;
};

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
    const segments = loader.splitSegments(routesChunkNames);
    expect(segments).toEqual(['discussions']);
    expect(loader.sectionOf('/discussions/7', segments)).toBe('discussions');
    expect(loader.sectionOf('/', segments)).toBe('core');
    expect(loader.sectionOf('/intro/overview', segments)).toBe('core');
  });

  it('reads every registry entry, the last one included', () => {
    const registry = loader.parseRegistry(registrySource);
    expect([...registry.keys()]).toEqual(['layout', 'kb1', 'home']);
    expect(registry.get('home')).toBe(entry('home'));
  });

  it('puts a section’s routes and only the chunks they use into its module', () => {
    const registry = loader.parseRegistry(registrySource);
    const source = loader.sectionSource('discussions', ['discussions'], routesChunkNames, registry);
    expect(source).toContain('"/discussions/0-f00":{"__comp":"layout","content":"kb1"}');
    expect(source).toContain(`"kb1": ${entry('kb1')},`);
    expect(source).toContain(`"layout": ${entry('layout')},`);
    expect(source).not.toContain('"home"');
    expect(source).not.toContain('"/-e5f"');
  });

  it('fails with the chunk and section named when the registry lacks a chunk', () => {
    expect(() =>
      loader.sectionSource('core', [], { '/x-1': { __comp: 'missing' } }, new Map()),
    ).toThrow('registry.js has no entry for chunk "missing" (section core)');
  });

  it('writes a stub with the section rule and one named chunk per section', () => {
    const stub = loader.stubSource(['discussions'], 'registry.js');
    expect(stub).toContain(
      'import(/* webpackChunkName: "routes-discussions" */ "./registry.js?section=discussions")',
    );
    expect(stub).toContain(
      'import(/* webpackChunkName: "routes-core" */ "./registry.js?section=core")',
    );
    expect(stub).not.toContain('@site/');
  });
});
