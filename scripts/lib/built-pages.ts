/** The HTML pages of a build folder, which the search index, CSP, validation and bench all walk. */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { listFiles } from './list-files';
import { mapLimit } from './map-limit';

/** Paths of every built page relative to `buildDir`, sorted; Pagefind's folder is not read. */
export async function listBuiltPages(buildDir: string): Promise<string[]> {
  const files = await listFiles(buildDir, ['pagefind']);
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

export interface BuiltPage {
  /** Relative to the build folder. */
  file: string;
  pathname: string;
  html: string;
}

/**
 * Every built page with its text, read once for all the post-build steps that need it (the
 * search index and the Markdown twins), in listBuiltPages order.
 */
export async function readBuiltPages(buildDir: string): Promise<BuiltPage[]> {
  const files = await listBuiltPages(buildDir);
  return mapLimit(files, 16, async (file) => ({
    file,
    pathname: pathnameOf(file),
    html: await readFile(path.join(buildDir, file), 'utf8'),
  }));
}
