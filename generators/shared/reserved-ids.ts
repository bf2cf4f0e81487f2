/**
 * Element ids the site renders on every page, which no heading may take: a second element with
 * the id of the React root, the skip-to-content target or the start-up script list breaks the
 * page for everyone (getElementById returns the first one). Headings get their ids the way
 * Docusaurus's headings plugin gives them: a `{#custom-id}` at the end, else the slug of the text.
 */
import { parseMarkdownHeadingId } from '@docusaurus/utils/lib/markdownHeadingIdUtils';
import { createSlugger } from '@docusaurus/utils/lib/slugger';

/**
 * Every id of a built page that is not content (a `build/404.html` holds exactly these): the
 * React root (`__docusaurus`, @docusaurus/core), the skip-to-content target
 * (`__docusaurus_skipToContent_fallback`, @docusaurus/theme-common), the start-up script list
 * (`__site-scripts`, src/lib/htmlTemplate.ts) and the external-link icon's symbol
 * (`theme-svg-external-link`, @docusaurus/theme-classic). Ids starting with `__` are the
 * framework's namespace (also the base-URL banner), so all of them are kept free.
 */
export const reservedIds: readonly string[] = [
  '__docusaurus',
  '__docusaurus_skipToContent_fallback',
  '__site-scripts',
  'theme-svg-external-link',
];

/** Why `id` cannot be used on a page, or undefined when it can. */
export function reservedIdProblem(id: string): string | undefined {
  if (reservedIds.includes(id)) return `"${id}" is an id the site renders on every page`;
  if (id.startsWith('__')) return `"${id}" starts with "__", which the site keeps for its own ids`;
  return undefined;
}

/** The id Docusaurus gives a heading of this text (custom `{#id}` first, else its slug). */
export function headingId(text: string): string {
  return parseMarkdownHeadingId(text).id ?? createSlugger().slug(text);
}
