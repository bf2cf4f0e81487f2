/** Helpers that make text safe inside generated MDX. */
import { stringify } from 'yaml';

/** Escapes characters MDX treats as syntax in prose: braces start expressions, < starts JSX. */
function escapeProse(text: string): string {
  return text.replace(
    /[{}<>]/g,
    (char) => ({ '{': '\\{', '}': '\\}', '<': '&lt;', '>': '&gt;' })[char] ?? char,
  );
}

/** Escapes one line of Markdown, leaving inline code spans untouched. */
function escapeLine(line: string): string {
  // Split on code spans (`...` or ``...``); odd parts are code.
  return line
    .split(/(`+[^`]*`+)/g)
    .map((part, index) => (index % 2 === 1 ? part : escapeProse(part)))
    .join('');
}

/**
 * Makes authored Markdown safe to embed in MDX: prose is escaped, fenced code blocks and
 * inline code are kept as written. Raw HTML in the source is shown as text, never run.
 */
export function markdownToMdx(markdown: string): string {
  let fence: string | null = null;
  return markdown
    .trim()
    .split('\n')
    .map((line) => {
      const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
      if (marker) {
        if (fence === null) fence = marker;
        else if (marker.startsWith(fence)) fence = null;
        return line;
      }
      return fence === null ? escapeLine(line) : line;
    })
    .join('\n');
}

/** Escapes plain text (a title, a label) for MDX prose. */
export function escapeText(text: string): string {
  return escapeProse(text);
}

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
