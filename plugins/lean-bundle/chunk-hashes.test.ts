import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import {
  hashesGlobal,
  planChunkHashes,
  readRuntimeHashes,
  rewriteRuntime,
  SectionChunkHashesPlugin,
  sectionPrelude,
  toNodes,
  withPrelude,
  type GroupNode,
} from './chunk-hashes';

// The shape of Rspack 1.7's unminified chunk file name function.
const runtime = `__webpack_require__.u = (chunkId) => {
  // return url for filenames based on template
  return "assets/js/" + chunkId + "." + {"main": "aaaa1111","routes-a": "bbbb2222","page-1": "cccc3333","search": "dddd4444",}[chunkId] + ".js"
}
__webpack_require__.miniCssF = (chunkId) => {
  return "" + chunkId + ".css"
}`;

function group(chunks: string[], children: GroupNode[] = []): GroupNode {
  return { chunks, children };
}

describe('planChunkHashes', () => {
  it('moves chunks only sections reach into those sections, and keeps the rest', () => {
    const shared = group(['vendors-doc', 'page-1']);
    const zoom = group(['zoom']);
    const pageWithZoom = group(['page-2'], [zoom]);
    const sectionA = group(['routes-a'], [shared]);
    const sectionB = group(['routes-b'], [shared, pageWithZoom]);
    const search = group(['search']);
    const main = group(['runtime~main', 'main'], [sectionA, sectionB, search]);
    const all = [main, sectionA, sectionB, shared, pageWithZoom, zoom, search];
    const plan = planChunkHashes([main], all);
    expect(plan).toEqual(
      new Map([
        ['routes-a', new Set(['vendors-doc', 'page-1'])],
        ['routes-b', new Set(['vendors-doc', 'page-1', 'page-2', 'zoom'])],
      ]),
    );
  });

  it('keeps a chunk in the runtime when main.js can load it without a section', () => {
    const highlighter = group(['prism']);
    const section = group(['routes-a'], [group(['page-1'], [highlighter])]);
    const main = group(['main'], [section, highlighter]);
    const plan = planChunkHashes([main], [main, section, highlighter]);
    expect(plan.get('routes-a')).toEqual(new Set(['page-1']));
  });

  it('leaves the pages of a nested section to that section', () => {
    const inner = group(['routes-inner'], [group(['page-2'])]);
    const outer = group(['routes-outer'], [group(['page-1']), inner]);
    const plan = planChunkHashes([group(['main'], [outer])], [outer, inner]);
    expect(plan.get('routes-outer')).toEqual(new Set(['page-1']));
    expect(plan.get('routes-inner')).toEqual(new Set(['page-2']));
  });
});

describe('toNodes', () => {
  it('knows a group by its chunks, whichever wrapper object the bundler hands out', () => {
    type Fake = { chunks: { id: string }[]; childrenIterable: Fake[] };
    const page = (): Fake => ({ chunks: [{ id: 'page-1' }], childrenIterable: [] });
    const section: Fake = { chunks: [{ id: 'routes-a' }], childrenIterable: [page()] };
    const nodeOf = toNodes([section, page()]);
    expect(nodeOf(page())).toBe(nodeOf(section).children[0]);
    expect(() => nodeOf({ chunks: [{ id: 'other' }], childrenIterable: [] })).toThrow(
      'unknown chunk group other',
    );
  });
});

describe('runtime and section code', () => {
  it('reads the runtime’s map and keeps only the given hashes, falling back to sections', () => {
    expect(readRuntimeHashes(runtime)).toEqual({
      main: 'aaaa1111',
      'routes-a': 'bbbb2222',
      'page-1': 'cccc3333',
      search: 'dddd4444',
    });
    const rewritten = rewriteRuntime(runtime, { 'routes-a': 'bbbb2222', search: 'dddd4444' });
    expect(rewritten).not.toContain('cccc3333');
    // A page's global scope: the runtime and the sections share `self`.
    const browser: Record<string, unknown> & {
      __webpack_require__: { u?: (id: string) => string };
    } = { __webpack_require__: {} };
    browser.self = browser;
    runInNewContext(rewritten, browser);
    const fileOf = (id: string) => browser.__webpack_require__.u?.(id);
    expect(fileOf('search')).toBe('assets/js/search.dddd4444.js');
    expect(fileOf('page-1')).toBe('assets/js/page-1.undefined.js');
    runInNewContext(sectionPrelude({ 'page-1': 'cccc3333' }), browser);
    runInNewContext(sectionPrelude({ 'page-2': 'eeee5555' }), browser);
    expect(browser[hashesGlobal]).toEqual({ 'page-1': 'cccc3333', 'page-2': 'eeee5555' });
    expect(fileOf('page-1')).toBe('assets/js/page-1.cccc3333.js');
  });

  it('writes a section’s hashes in id order, whatever order they were found in', () => {
    expect(sectionPrelude({ b: '2', a: '1' })).toBe(sectionPrelude({ a: '1', b: '2' }));
    expect(sectionPrelude({ b: '2', a: '1' })).toContain('{"a":"1","b":"2"}');
  });

  it('stops the build when the runtime no longer has the expected shape', () => {
    expect(() => readRuntimeHashes('__webpack_require__.u = (id) => id + ".js"')).toThrow(
      /expected one chunk-hash map in Rspack's runtime, found 0/,
    );
    expect(() => rewriteRuntime(`${runtime}\n${runtime}`, {})).toThrow(/found 2/);
  });

  it('puts the prelude after a "use strict" directive, which must stay first', () => {
    const chunk = '"use strict";\n(self.chunks = self.chunks || []).push([["routes-a"], {}]);';
    expect(withPrelude(chunk, 'PRELUDE;\n')).toBe(
      '"use strict";\nPRELUDE;\n(self.chunks = self.chunks || []).push([["routes-a"], {}]);',
    );
    expect(withPrelude('push();', 'PRELUDE;\n')).toBe('PRELUDE;\npush();');
  });
});

describe('SectionChunkHashesPlugin', () => {
  it('refuses a build without real content hashes, where file names would not follow content', () => {
    let start: ((compilation: unknown) => void) | undefined;
    const compiler = {
      webpack: { Compilation: {}, sources: {} },
      hooks: {
        thisCompilation: {
          tap: (_name: string, run: (compilation: unknown) => void) => {
            start = run;
          },
        },
      },
    };
    new SectionChunkHashesPlugin().apply(
      compiler as unknown as Parameters<SectionChunkHashesPlugin['apply']>[0],
    );
    expect(() => start?.({ options: { optimization: { realContentHash: false } } })).toThrow(
      /needs optimization.realContentHash/,
    );
  });
});
