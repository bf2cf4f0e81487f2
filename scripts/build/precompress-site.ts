/**
 * Writes a `.gz` twin (gzip level 9) next to every compressible file in build/,
 * so nginx's gzip_static (and a CDN upload) sends ready-made gzip instead of compressing each
 * response on the fly, which capped the server near 2,000 req/s (see deploy/README.md). Runs in
 * `npm run build` after indexing, so a twin is never older than its original. Twins are kept in
 * a cache by the hash of their original, so a rebuild only compresses files that changed.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { compressible, worthCompressing } from './precompress-rules';
import { listFiles } from '../lib/list-files';
import { mapLimit } from '../lib/map-limit';
import { hashParts, openContentCache, type ContentCache } from '../lib/output-cache';

const gzipAsync = promisify(gzip);

/**
 * Writes the twin of `file` when it is worth one and says whether it did; a cached twin is
 * linked in rather than compressed again.
 */
async function writeTwin(
  file: string,
  cache: ContentCache,
  counts: { compressed: number },
): Promise<boolean> {
  const content = await readFile(file);
  if (content.length < 1024) return false;
  const key = hashParts(['gzip-9', content]);
  const cachedSize = await cache.size(key);
  // An empty cache entry records "not worth compressing".
  if (cachedSize !== undefined) {
    if (cachedSize > 0) await cache.place(key, `${file}.gz`);
    return cachedSize > 0;
  }
  const compressed = await gzipAsync(content, { level: 9 });
  counts.compressed += 1;
  const worth = worthCompressing(content.length, compressed.length);
  await cache.write(key, worth ? compressed : Buffer.alloc(0));
  if (worth) await writeFile(`${file}.gz`, compressed);
  return worth;
}

/** Writes the twins under `buildDir` and returns a one-line summary. */
export async function precompressSite(buildDir: string): Promise<string> {
  const started = performance.now();
  const cache = await openContentCache('gzip');
  const files = (await listFiles(buildDir)).filter((file) =>
    compressible.test(path.basename(file)),
  );
  const counts = { compressed: 0 };
  // Many files in flight: zlib runs on libuv's thread pool, so this uses every core.
  const results = await mapLimit(files, 32, (file) => writeTwin(file, cache, counts));
  const written = results.filter(Boolean).length;
  await cache.pruneUnused();
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const reused = `${counts.compressed} compressed, the rest from cache`;
  return `[precompress] wrote ${written} .gz files for ${files.length} candidates (${reused}) in ${seconds} s`;
}
