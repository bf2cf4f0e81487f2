/**
 * Indexes a build folder with Pagefind into build/pagefind. Only article content is
 * indexed (see prepare.ts); prints what it did and fails the build on any indexing error.
 * When the prepared content of every page, the options and the Pagefind version are the same as
 * in the previous build, the previous index is copied instead (`output-cache.ts`).
 */
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import * as pagefind from 'pagefind';
import { excludeSelectors, prepareForIndex } from './prepare.ts';
import { listBuiltPages } from '../lib/built-pages.ts';
import { hashParts, restoreFolder, storeFolder } from '../lib/output-cache.ts';
import { packageVersion } from '../lib/package-version.ts';

/** Maps build/a/b.html to /a/b and build/index.html to / (routes have no trailing slash). */
export function pathnameOf(relative: string): string {
  const clean = relative
    .split(path.sep)
    .join('/')
    .replace(/(^|\/)index\.html$/, '')
    .replace(/\.html$/, '');
  return `/${clean}`.replace(/\/$/, '') || '/';
}

const indexOptions = { excludeSelectors, includeCharacters: '_' };

interface PreparedPage {
  file: string;
  url: string;
  content: string;
}

async function writeIndex(pages: PreparedPage[], outputPath: string): Promise<void> {
  const { index, errors } = await pagefind.createIndex(indexOptions);
  if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
  // Pages are added one by one, in sorted order, so the index comes out the same every build.
  for (const page of pages) {
    const result = await index.addHTMLFile({ url: page.url, content: page.content });
    if (result.errors.length > 0)
      throw new Error(`Pagefind failed on ${page.file}: ${result.errors.join('; ')}`);
  }
  const written = await index.writeFiles({ outputPath });
  if (written.errors.length > 0)
    throw new Error(`Pagefind could not write: ${written.errors.join('; ')}`);
  await pagefind.close();
}

/** The text of every page to index, read from a build folder. */
export interface IndexInput {
  buildDir: string;
  pageCount: number;
  pages: PreparedPage[];
}

/**
 * Reads and prepares every page. Separate from writing the index so the build can minify the
 * pages (which rewrites them) while Pagefind indexes what was read here.
 */
export async function readIndexInput(buildDir: string): Promise<IndexInput> {
  const files = await listBuiltPages(buildDir);
  const pages: PreparedPage[] = [];
  for (const file of files) {
    const url = pathnameOf(file);
    const content = prepareForIndex(url, await readFile(path.join(buildDir, file), 'utf8'));
    if (content !== null) pages.push({ file, url, content });
  }
  return { buildDir, pageCount: files.length, pages };
}

/** Writes `<buildDir>/pagefind` and returns a one-line summary; throws on any indexing error. */
export async function writeSiteIndex({ buildDir, pageCount, pages }: IndexInput): Promise<string> {
  const started = performance.now();
  const outputPath = path.join(buildDir, 'pagefind');
  const key = hashParts([
    await packageVersion('pagefind'),
    JSON.stringify(indexOptions),
    ...pages.flatMap((page) => [page.url, page.content]),
  ]);
  // A fresh folder: anything left there (an older index, gzip twins) must not reach the cache.
  await rm(outputPath, { recursive: true, force: true });
  const reused = await restoreFolder('search-index', key, outputPath);
  if (!reused) {
    await writeIndex(pages, outputPath);
    await storeFolder('search-index', key, outputPath);
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const how = reused ? 'reused the unchanged index' : 'indexed';
  return `[search] ${how}: ${pages.length} of ${pageCount} pages in build/pagefind in ${seconds} s`;
}

/** Reads, prepares and indexes a build folder (see readIndexInput and writeSiteIndex). */
export async function indexSite(buildDir: string): Promise<string> {
  return writeSiteIndex(await readIndexInput(buildDir));
}
