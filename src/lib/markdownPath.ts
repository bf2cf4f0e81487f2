/** Where a page's Markdown is served: `/a/b` -> `/a/b.md`, `/` -> `/index.md`. */
export function markdownPath(pathname: string): string {
  const path = pathname.replace(/\/+$/, '');
  return path === '' ? '/index.md' : `${path}.md`;
}
