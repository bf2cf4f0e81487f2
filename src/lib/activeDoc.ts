/**
 * Which doc a pathname shows. The docs plugin answers this by testing the pathname against
 * every doc path with path-to-regexp, once per navbar item; with ~850 docs that compiled ~850
 * patterns during hydration on every page. Doc paths are plain slugs, so a Map built once per
 * docs list gives the same answer.
 */

type DocLike = { readonly path: string };

/** react-router's default matching: case-insensitive, optional trailing slash. */
export function normalizeDocPath(pathname: string): string {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (trimmed || '/').toLowerCase();
}

const indexes = new WeakMap<readonly DocLike[], Map<string, DocLike>>();

/** The doc whose path is `pathname`, or undefined (tag pages, the home page, 404). */
export function findActiveDoc<T extends DocLike>(
  docs: readonly T[],
  pathname: string,
): T | undefined {
  let index = indexes.get(docs);
  if (!index) {
    index = new Map();
    // First doc wins, like Array.prototype.find over the same list.
    for (const doc of docs) {
      const key = normalizeDocPath(doc.path);
      if (!index.has(key)) index.set(key, doc);
    }
    indexes.set(docs, index);
  }
  return index.get(normalizeDocPath(pathname)) as T | undefined;
}
