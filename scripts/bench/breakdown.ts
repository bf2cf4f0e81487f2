/** Attributes the bytes of a bundle file to packages and generated files through its source map. */
import { gzipSync } from 'node:zlib';
import { eachMapping, type TraceMap } from '@jridgewell/trace-mapping';

/** Groups a source path by package (node_modules), generated file (.docusaurus) or "src". */
export function sourceGroup(source: string | null): string {
  if (!source) return '(runtime glue)';
  const inPackage = /node_modules\/((@[^/]+\/)?[^/]+)/.exec(source);
  if (inPackage) return inPackage[1] ?? source;
  const generated = /\.docusaurus\/([^/|]+)/.exec(source);
  if (generated) return `.docusaurus/${generated[1] ?? ''}`;
  return 'site code (src, plugins, docs)';
}

/** Gzip bytes of each source group's share of one bundle file. */
export function breakdown(code: string, map: TraceMap): [string, number][] {
  const lines = code.split('\n');
  const parts = new Map<string, string[]>();
  const segments: { line: number; column: number; source: string | null }[] = [];
  eachMapping(map, (m) => {
    segments.push({ line: m.generatedLine, column: m.generatedColumn, source: m.source });
  });
  segments.sort((a, b) => a.line - b.line || a.column - b.column);
  segments.forEach((segment, i) => {
    const next = segments[i + 1];
    const text = lines[segment.line - 1] ?? '';
    const end = next && next.line === segment.line ? next.column : text.length;
    const group = sourceGroup(segment.source);
    const list = parts.get(group) ?? [];
    list.push(text.slice(segment.column, end));
    parts.set(group, list);
  });
  return [...parts]
    .map(([group, list]): [string, number] => [group, gzipSync(list.join(''), { level: 9 }).length])
    .sort((a, b) => b[1] - a[1]);
}
