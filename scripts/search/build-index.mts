/**
 * Post-build step: indexes build/ with Pagefind into build/pagefind. Only article content is
 * indexed (see prepare.ts); prints what it did and fails the build on any indexing error.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import * as pagefind from 'pagefind';
import { excludeSelectors, prepareForIndex } from './prepare.ts';
import { listBuiltPages } from '../lib/built-pages.ts';

const buildDir = path.resolve(process.argv[2] ?? 'build');

/** Maps build/a/b.html to /a/b and build/index.html to / (routes have no trailing slash). */
export function pathnameOf(relative: string): string {
  const clean = relative
    .split(path.sep)
    .join('/')
    .replace(/(^|\/)index\.html$/, '')
    .replace(/\.html$/, '');
  return `/${clean}`.replace(/\/$/, '') || '/';
}

async function main(): Promise<void> {
  const started = performance.now();
  const files = await listBuiltPages(buildDir);

  const { index, errors } = await pagefind.createIndex({
    excludeSelectors,
    includeCharacters: '_',
  });
  if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);

  // Pages are added one by one, in sorted order, so the index comes out the same every build.
  let indexed = 0;
  for (const file of files) {
    const url = pathnameOf(file);
    const content = prepareForIndex(url, await readFile(path.join(buildDir, file), 'utf8'));
    if (content === null) continue;
    const result = await index.addHTMLFile({ url, content });
    if (result.errors.length > 0)
      throw new Error(`Pagefind failed on ${file}: ${result.errors.join('; ')}`);
    indexed += 1;
  }

  const written = await index.writeFiles({ outputPath: path.join(buildDir, 'pagefind') });
  if (written.errors.length > 0)
    throw new Error(`Pagefind could not write: ${written.errors.join('; ')}`);
  await pagefind.close();
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `[search] indexed ${indexed} of ${files.length} pages into build/pagefind in ${seconds} s`,
  );
}

main().catch((error: unknown) => {
  console.error(`[search] ${(error as Error).message}`);
  process.exit(1);
});
