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
  '.theme-code-block button',
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

/**
 * Returns the page HTML with Pagefind markup in its content root (the doc `<article>`, or
 * `<main>` on standalone pages), or null for pages that are not searchable.
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
  for (const tag of ['article', 'main']) {
    const open = new RegExp(`<${tag}(\\s[^>]*)?>`).exec(html);
    if (open) {
      const nameEnd = open.index + tag.length + 1;
      const tagEnd = open.index + open[0].length;
      return `${html.slice(0, nameEnd)} data-pagefind-body${html.slice(nameEnd, tagEnd)}${markers}${html.slice(tagEnd)}`;
    }
  }
  return null;
}
