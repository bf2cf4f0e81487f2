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

/**
 * Returns the page HTML with Pagefind attributes on its content root (the doc `<article>`, or
 * `<main>` on standalone pages), or null for pages that are not searchable.
 */
export function prepareForIndex(pathname: string, html: string): string | null {
  if (skipped.some((pattern) => pattern.test(pathname))) return null;
  const { type, section } = classifyPath(pathname);
  const tags = [...new Set([...html.matchAll(/href="\/tags\/([a-z0-9-]+)"/g)].map((m) => m[1]))];
  const filters = [
    `type:${type}`,
    `section:${section}`,
    `version:${docsVersion}`,
    'language:en',
    ...tags.map((tag) => `tag:${tag ?? ''}`),
  ].join(', ');
  const attributes = ` data-pagefind-body data-pagefind-filter="${attr(filters)}" data-pagefind-meta="section:${attr(section)}, type:${type}"`;
  for (const tag of ['article', 'main']) {
    const open = new RegExp(`<${tag}(\\s|>)`);
    const match = open.exec(html);
    if (match) {
      const at = match.index + tag.length + 1;
      return `${html.slice(0, at)}${attributes}${html.slice(at)}`;
    }
  }
  return null;
}
