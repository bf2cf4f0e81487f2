/**
 * What part of a built page is content: the one definition shared by the search index and the
 * Markdown twins of pages (scripts/search, scripts/markdown), so the two never disagree.
 *
 * - The content region is the doc article (all of them on tag pages), else `<main>`.
 * - Non-content is dropped by both: navigation, controls, heading anchors, the mobile TOC, the
 *   doc footer, page actions, hidden elements and anything marked `data-search-ignore`.
 * - Page meta (`data-page-meta`: a module's version badge and source links, an article's thread
 *   line, a release's kind and date) is a fact about the page rather than its text: the Markdown
 *   twin keeps it as a line, search never indexes it or shows it in an excerpt.
 */
import type { Element, Root } from 'hast';
import { parseHtml } from '../markdown/parse-html.ts';

/** Elements that are chrome or controls, never content. */
export const nonContentTags: ReadonlySet<string> = new Set([
  'script',
  'style',
  'noscript',
  'template',
  'svg',
  'button',
  'nav',
  'form',
  'input',
  'select',
  'textarea',
  'label',
  'iframe',
]);

/**
 * Classes (or class-name parts, for CSS-module names) of chrome inside the content region.
 * Breadcrumbs, pagination and the version badge are `nav` or outside the article today; they are
 * named so a theme change cannot bring them in.
 */
export const nonContentClasses: readonly string[] = [
  'hash-link',
  'theme-doc-toc-mobile',
  'theme-doc-footer',
  'theme-doc-breadcrumbs',
  'theme-doc-version-badge',
  'pagination-nav',
  'skipToContent',
  'page-actions',
];

/** Attribute that marks controls inside content (a search form on a page). */
export const ignoreAttribute = 'data-search-ignore';
/** Attribute that marks page meta (see above). */
export const pageMetaAttribute = 'data-page-meta';

/** The class names of an element. */
export function classes(node: Element): string[] {
  const value = node.properties.className;
  return Array.isArray(value) ? value.map(String) : [];
}

/** True for an element that is never content, for any reader. */
export function isNonContent(node: Element): boolean {
  if (nonContentTags.has(node.tagName)) return true;
  const { properties } = node;
  if (properties.hidden !== undefined && properties.hidden !== false) return true;
  if (properties.ariaHidden === 'true' || properties[ignoreAttribute] !== undefined) return true;
  const names = classes(node);
  return nonContentClasses.some((name) => names.some((c) => c === name || c.includes(name)));
}

/** True for page meta: kept by the Markdown twin as a line, never indexed for search. */
export function isPageMeta(node: Element): boolean {
  return node.properties[pageMetaAttribute] !== undefined;
}

/** HTML text with its character references decoded, by the same parser as the content. */
export function decodeHtml(html: string): string {
  return parseHtml(html)
    .children.map((node) => (node.type === 'text' ? node.value : ''))
    .join('');
}

/** The page's <title> without the site name. */
export function pageTitle(html: string, siteTitle: string): string {
  const title = decodeHtml(/<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1] ?? '').trim();
  const suffix = ` | ${siteTitle}`;
  return title.endsWith(suffix) ? title.slice(0, -suffix.length) : title;
}

/**
 * The page's meta description, however the minifier quoted it (`content='say "x"'`), decoded;
 * empty when the page has none.
 */
export function pageDescription(html: string): string {
  const head = html.slice(0, Math.max(0, html.indexOf('</head>')));
  const find = (nodes: Root['children']): string | undefined => {
    for (const node of nodes) {
      if (node.type !== 'element') continue;
      const { name, content } = node.properties;
      if (node.tagName === 'meta' && name === 'description')
        return typeof content === 'string' ? content : '';
      const found = find(node.children);
      if (found !== undefined) return found;
    }
    return undefined;
  };
  return find(parseHtml(head).children) ?? '';
}

/**
 * The HTML of the content region: from the first <article> to the end of the last (tag pages
 * list each tagged page in an <article> of its own), else <main>; undefined when a page has
 * neither.
 */
export function contentRegion(html: string): string | undefined {
  for (const tag of ['article', 'main']) {
    const start = html.indexOf(`<${tag}`);
    const end = html.lastIndexOf(`</${tag}>`);
    if (start >= 0 && end > start) return html.slice(start, end + tag.length + 3);
  }
  return undefined;
}
