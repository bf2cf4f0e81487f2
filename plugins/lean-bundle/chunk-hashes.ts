/**
 * Rspack's runtime turns a chunk id into a file name through a map of every chunk's content
 * hash: ~1,100 entries, 11 KiB of gzip (hashes do not compress) in the runtime every page loads
 * first, growing with the site. Most of those chunks are only ever loaded through a route
 * section (routes-loader.cjs): the registry entries of that section's pages. This plugin moves
 * each such chunk's hash out of the runtime into the section chunks that reach it; a section
 * registers its hashes when it runs, which is always before any of its pages' chunks is
 * requested (client/preload.ts and client/docusaurus.ts wait for the section). Chunks reachable
 * without a section (main.js's own lazy imports) keep their place in the runtime.
 *
 * Both files are edited before Rspack computes real content hashes, which hashes the edited
 * content and follows the hashes a file now contains, so a section's file name changes when a
 * page chunk it names changes.
 */
import type { Compiler } from '@rspack/core';

/** The global the sections fill and the runtime reads; one per page, like the chunk array. */
export const hashesGlobal = '__sectionChunkHashes';

/** A chunk group: the chunks loaded together for one import, and the groups they import. */
export interface GroupNode {
  chunks: string[];
  children: GroupNode[];
}

// The name registry-loader.cjs gives every route section's chunk.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the loader is CommonJS for Rspack
const { sectionChunkPrefix } = require('./registry-loader.cjs') as { sectionChunkPrefix: string };

export const isSectionChunk = (id: string) => id.startsWith(sectionChunkPrefix);

/**
 * For each section chunk, the chunks that only sections reach (and so may leave the runtime's
 * map); chunks reachable from an entry without passing through a section stay in the runtime.
 */
export function planChunkHashes(
  entries: readonly GroupNode[],
  groups: readonly GroupNode[],
): Map<string, Set<string>> {
  const reachable = new Set<string>();
  const seen = new Set<GroupNode>();
  const visit = (group: GroupNode): void => {
    if (seen.has(group)) return;
    seen.add(group);
    for (const chunk of group.chunks) reachable.add(chunk);
    if (!group.chunks.some(isSectionChunk)) group.children.forEach(visit);
  };
  entries.forEach(visit);
  const plan = new Map<string, Set<string>>();
  for (const group of groups) {
    const section = group.chunks.find(isSectionChunk);
    if (!section) continue;
    const below = new Set<string>();
    const done = new Set<GroupNode>();
    const collect = (child: GroupNode): void => {
      // Another section below this one hands out its own pages' hashes.
      if (done.has(child) || child.chunks.some(isSectionChunk)) return;
      done.add(child);
      for (const chunk of child.chunks) if (!reachable.has(chunk)) below.add(chunk);
      child.children.forEach(collect);
    };
    group.children.forEach(collect);
    plan.set(section, below);
  }
  return plan;
}

const filenameMap =
  /(return "[^"\n]*" \+ chunkId \+ "\." \+ )(\{"[^{}\n]*\})(\[chunkId\] \+ "\.js")/;

/**
 * The chunk id -> hash map in Rspack's (unminified) chunk file name function. Throws when the
 * runtime's code does not have the shape this plugin was written against.
 */
export function readRuntimeHashes(runtime: string): Record<string, string> {
  const matches = runtime.match(new RegExp(filenameMap.source, 'g')) ?? [];
  const map = filenameMap.exec(runtime)?.[2];
  if (matches.length !== 1 || !map) {
    throw new Error(
      `lean-bundle chunk-hashes: expected one chunk-hash map in Rspack's runtime, found ${matches.length}; the runtime's code changed, update plugins/lean-bundle/chunk-hashes.ts`,
    );
  }
  // Rspack ends the literal with a comma, which JSON does not allow.
  return JSON.parse(map.replace(/,\s*\}$/, '}')) as Record<string, string>;
}

/** The runtime with only `kept` hashes in its map, falling back to what sections registered. */
export function rewriteRuntime(runtime: string, kept: Record<string, string>): string {
  readRuntimeHashes(runtime);
  return runtime.replace(
    filenameMap,
    (_match, head: string, _map: string, tail: string) =>
      `${head}(${JSON.stringify(kept)}[chunkId] || (self.${hashesGlobal} || {})[chunkId])${tail.slice('[chunkId]'.length)}`,
  );
}

/**
 * The statement a section chunk runs first: registers the hashes of the chunks it reaches,
 * sorted by id so the file is the same whatever order the bundler walked its chunk groups in
 * (a cached build must produce the same file names as a cold one).
 */
export function sectionPrelude(hashes: Record<string, string>): string {
  const sorted = Object.fromEntries(
    Object.entries(hashes).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  );
  return `Object.assign(self.${hashesGlobal} || (self.${hashesGlobal} = {}), ${JSON.stringify(sorted)});\n`;
}

/** Inserts the prelude after a leading "use strict" directive, which must stay first. */
export function withPrelude(chunkCode: string, prelude: string): string {
  const directive = /^"use strict";\n/.exec(chunkCode)?.[0] ?? '';
  return directive + prelude + chunkCode.slice(directive.length);
}

type RspackGroup = { chunks: { id?: string | null }[]; childrenIterable: Iterable<RspackGroup> };

/**
 * Rspack's chunk groups as plain nodes. A group is known by its chunks' ids: the binding may hand
 * out a new wrapper object for the same group on each access.
 */
export function toNodes(groups: readonly RspackGroup[]): (group: RspackGroup) => GroupNode {
  const key = (group: RspackGroup) => group.chunks.map((chunk) => chunk.id ?? '').join('\n');
  const byKey = new Map<string, GroupNode>();
  for (const group of groups) {
    if (!byKey.has(key(group))) {
      byKey.set(key(group), { chunks: group.chunks.map((chunk) => chunk.id ?? ''), children: [] });
    }
  }
  for (const group of groups) {
    const node = byKey.get(key(group)) as GroupNode;
    const children = [...group.childrenIterable].flatMap((child) => byKey.get(key(child)) ?? []);
    node.children = [...new Set([...node.children, ...children])];
  }
  return (group) => {
    const node = byKey.get(key(group));
    if (!node) throw new Error(`lean-bundle chunk-hashes: unknown chunk group ${key(group)}`);
    return node;
  };
}

/** Production client builds only: development file names carry no hash. */
export class SectionChunkHashesPlugin {
  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('SectionChunkHashesPlugin', (compilation) => {
      // Without real content hashes, a section's file name would not change with the hashes it
      // now carries, and browsers would keep a stale copy.
      if (compilation.options.optimization.realContentHash !== true) {
        throw new Error(
          'lean-bundle chunk-hashes: needs optimization.realContentHash (on by default in production builds)',
        );
      }
      compilation.hooks.processAssets.tap(
        // Before the minifier (when Rspack minifies) and before real content hashes.
        { name: 'SectionChunkHashesPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE },
        () => {
          const groups = compilation.chunkGroups as unknown as RspackGroup[];
          const nodeOf = toNodes(groups);
          const entries = [...compilation.entrypoints.values()].map((entry) =>
            nodeOf(entry as unknown as RspackGroup),
          );
          const plan = planChunkHashes(entries, [...new Set(groups.map(nodeOf))]);
          const chunks = [...compilation.chunks];
          const jsFiles = (chunk: (typeof chunks)[number]) =>
            [...chunk.files].filter((file) => file.endsWith('.js'));
          const runtimeFiles = chunks.filter((chunk) => chunk.hasRuntime()).flatMap(jsFiles);
          if (runtimeFiles.length !== 1) {
            throw new Error(
              `lean-bundle chunk-hashes: expected one runtime script, found ${runtimeFiles.length}`,
            );
          }
          const [runtimeFile] = runtimeFiles as [string];
          const edit = (file: string, change: (code: string) => string) => {
            const code = compilation.getAsset(file)?.source.source().toString() ?? '';
            compilation.updateAsset(file, new sources.RawSource(change(code)));
          };
          let all: Record<string, string> = {};
          const moved = new Set([...plan.values()].flatMap((ids) => [...ids]));
          edit(runtimeFile, (runtime) => {
            all = readRuntimeHashes(runtime);
            const kept = Object.entries(all).filter(([id]) => !moved.has(id));
            return rewriteRuntime(runtime, Object.fromEntries(kept));
          });
          for (const [section, ids] of plan) {
            const hashes = [...ids].flatMap((id) => (all[id] ? [[id, all[id]] as const] : []));
            const chunk = chunks.find((candidate) => candidate.id === section);
            // The runtime no longer has these hashes: a section without a script would lose them.
            if (!chunk || jsFiles(chunk).length === 0) {
              throw new Error(`lean-bundle chunk-hashes: route section ${section} has no script`);
            }
            if (hashes.length === 0) continue;
            for (const js of jsFiles(chunk)) {
              edit(js, (code) => withPrelude(code, sectionPrelude(Object.fromEntries(hashes))));
            }
          }
        },
      );
    });
  }
}
