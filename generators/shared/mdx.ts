/** Helpers that make text safe inside generated MDX. */
import { stringify } from 'yaml';

/** Front matter block, serialised with a YAML library so any string is quoted correctly. */
export function frontMatter(fields: Record<string, unknown>): string {
  return `---\n${stringify(fields, { lineWidth: 0 }).trimEnd()}\n---\n`;
}

/** The comment every generated file carries under its front matter. */
export function generatedNotice(source: string): string {
  return `{/* Generated from ${source} by generators/cli.ts. Do not edit: change the data and rebuild. */}\n`;
}

/** A fenced code block whose fence is longer than any backtick run inside the code. */
export function codeBlock(language: string, code: string, title?: string): string {
  const longest = Math.max(2, ...[...code.matchAll(/`+/g)].map((m) => m[0].length));
  const fence = '`'.repeat(longest + 1);
  const meta = title ? ` title=${JSON.stringify(title)}` : '';
  return `${fence}${language}${meta}\n${code.trimEnd()}\n${fence}`;
}

/** Inline code that survives backticks in the value. */
export function inlineCode(value: string): string {
  const longest = Math.max(0, ...[...value.matchAll(/`+/g)].map((m) => m[0].length));
  const ticks = '`'.repeat(longest + 1);
  const pad = value.startsWith('`') || value.endsWith('`') ? ' ' : '';
  return `${ticks}${pad}${value}${pad}${ticks}`;
}
