/**
 * The URL route of a docs file, as Docusaurus derives it with this site's settings (docs served
 * from /, no trailing slash): `a/b.md` and `a/b/index.md` are /a/b, a number prefix such as
 * `10-` is dropped from each segment, and a `slug` in the front matter wins (pure).
 */
const numberPrefix = /^\d+\s*[-_.]+\s*(?=[^-_.\s])/;

function frontMatterSlug(source: string): string | undefined {
  const block = /^---\n([\s\S]*?)\n---/.exec(source.replace(/\r\n/g, '\n'))?.[1];
  const slug = block && /^slug:\s*["']?([^"'\n]+?)["']?\s*$/m.exec(block)?.[1];
  return slug || undefined;
}

/** `file` is relative to the docs folder (`faq/eks/index.md`). */
export function routeOf(file: string, source = ''): string {
  const segments = file.replace(/\.mdx?$/, '').split('/');
  const folder = segments.slice(0, -1).map((segment) => segment.replace(numberPrefix, ''));
  const name = (segments.at(-1) ?? '').replace(numberPrefix, '');
  const slug = frontMatterSlug(source);
  if (slug?.startsWith('/')) return slug.replace(/\/$/, '') || '/';
  const base = name === 'index' || name === 'README' ? folder : [...folder, slug ?? name];
  return `/${base.join('/')}`.replace(/\/$/, '') || '/';
}
