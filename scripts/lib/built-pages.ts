/** The HTML pages of a build folder, which the search index, CSP, validation and bench all walk. */
import path from 'node:path';
import { listFiles } from './list-files';

/** Folders of a build that hold no pages: the search index. */
const skippedFolders = ['search-index', 'pagefind'];

/** Paths of every built page relative to `buildDir`, sorted; the search index is not read. */
export async function listBuiltPages(buildDir: string): Promise<string[]> {
  const files = await listFiles(buildDir, skippedFolders);
  return files
    .filter((file) => file.endsWith('.html'))
    .map((file) => path.relative(buildDir, file))
    .sort();
}

/** Maps build/a/b.html to /a/b and build/index.html to / (routes have no trailing slash). */
export function pathnameOf(relative: string): string {
  const clean = relative
    .split(path.sep)
    .join('/')
    .replace(/(^|\/)index\.html$/, '')
    .replace(/\.html$/, '');
  return `/${clean}`.replace(/\/$/, '') || '/';
}
