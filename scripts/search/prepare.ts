/** Marks up a built page for Pagefind: what to index and which facets it carries. */
import { classifyPath } from '../../src/lib/search/classify';

/** Elements inside the indexed region that are navigation or noise rather than content. */
export const excludeSelectors = [
  'nav',
  '.theme-doc-breadcrumbs',
  '.theme-doc-toc-mobile',
  '.theme-doc-footer',
  '.theme-doc-version-badge',
  '.pagination-nav',
  '.hash-link',
  'pre',
  '[data-search-ignore]',
];

const skipped = [/^\/404$/, /^\/search$/, /^\/tags(\/|$)/];

/** The docs version every page belongs to: the site has one version, `current`. */
export const docsVersion = 'current';

function attr(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
}

/** Pagefind reads one filter or meta value per element, so each facet gets an empty marker. */
function marker(kind: 'filter' | 'meta', key: string, value: string): string {
  return `<span data-pagefind-${kind}="${attr(`${key}:${value}`)}" hidden></span>`;
}

/** A `<pre>` element; they never nest. */
const codeBlockPattern = /<pre(?:\s[^>]*)?>[\s\S]*?<\/pre>/g;

/** Start and end offsets of the first `<tag>` element, nested ones included, or null. */
export function findElement(html: string, tag: string): { start: number; end: number } | null {
  const open = new RegExp(`<${tag}(\\s[^>]*)?>`).exec(html);
  if (!open) return null;
  const pattern = new RegExp(`<(/?)${tag}(\\s[^>]*)?>`, 'g');
  pattern.lastIndex = open.index + open[0].length;
  let depth = 1;
  for (let match = pattern.exec(html); match; match = pattern.exec(html)) {
    depth += match[1] ? -1 : 1;
    if (depth === 0) return { start: open.index, end: match.index + match[0].length };
  }
  return null;
}

/**
 * Returns a small document holding only the page's content root (the doc `<article>`, or
 * `<main>` on standalone pages) marked up for Pagefind, or null for pages that are not
 * searchable. Dropping the navbar, sidebar and footer before indexing keeps them out of results
 * and halves the work Pagefind does per page.
 */
export function prepareForIndex(pathname: string, html: string): string | null {
  if (skipped.some((pattern) => pattern.test(pathname))) return null;
  const { type, section } = classifyPath(pathname);
  const tags = [
    ...new Set([...html.matchAll(/href="\/tags\/([a-z0-9-]+)"/g)].map((m) => m[1] ?? '')),
  ];
  const markers = [
    marker('filter', 'type', type),
    marker('filter', 'section', section),
    marker('filter', 'version', docsVersion),
    marker('filter', 'language', 'en'),
    ...tags.map((tag) => marker('filter', 'tag', tag)),
    marker('meta', 'section', section),
    marker('meta', 'type', type),
  ].join('');
  const lang = /<html[^>]*\slang="([^"]+)"/.exec(html)?.[1] ?? 'en';
  for (const tag of ['article', 'main']) {
    const region = findElement(html, tag);
    if (!region) continue;
    // Code blocks are excluded from the index (excludeSelectors) yet were ~40 % of the HTML
    // Pagefind parsed, highlighted tokens and all; cutting them here gives the same index.
    const element = html.slice(region.start, region.end).replace(codeBlockPattern, '');
    const nameEnd = tag.length + 1;
    const tagEnd = element.indexOf('>') + 1;
    const body = `${element.slice(0, nameEnd)} data-pagefind-body${element.slice(nameEnd, tagEnd)}${markers}${element.slice(tagEnd)}`;
    return `<!DOCTYPE html><html lang="${attr(lang)}"><head></head><body>${body}</body></html>`;
  }
  return null;
}
