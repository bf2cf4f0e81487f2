/**
 * Rewrites files in place with a transform (a minifier), reusing the output an earlier build
 * cached for the same input, so a rebuild only transforms files that changed.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { mapLimit } from '../lib/map-limit';
import { hashParts, openContentCache } from '../lib/output-cache';

/** Takes parts that change without changing the output (asset hashes) out of a text, and back. */
export interface Volatile {
  strip: (text: string) => { text: string; restore: (output: string) => string | undefined };
}

const unchanged: Volatile = { strip: (text) => ({ text, restore: (output) => output }) };

export interface Rewrite {
  files: readonly string[];
  /** The cache folder's name. */
  cache: string;
  /** Everything besides the input that decides the output (tool version, options). */
  salt: string;
  transform(file: string, text: string): Promise<string>;
  volatile?: Volatile;
}

/** Rewrites every file and returns how many were transformed rather than taken from the cache. */
export async function rewriteFiles(rewrite: Rewrite): Promise<number> {
  const cache = await openContentCache(rewrite.cache);
  const volatile = rewrite.volatile ?? unchanged;
  let transformed = 0;
  // Many files in flight: the swc minifiers run on libuv's thread pool, so this uses every core.
  await mapLimit(rewrite.files, 32, async (file) => {
    const { text, restore } = volatile.strip(await readFile(file, 'utf8'));
    const key = hashParts([rewrite.salt, text]);
    const cached = await cache.read(key);
    const reused = cached === undefined ? undefined : restore(cached.toString('utf8'));
    if (reused !== undefined) {
      await writeFile(file, reused);
      return;
    }
    const output = await rewrite.transform(file, text);
    const restored = restore(output);
    if (restored === undefined) throw new Error(`${file}: the transform changed volatile parts`);
    await writeFile(file, restored);
    await cache.write(key, Buffer.from(output));
    transformed += 1;
  });
  await cache.pruneUnused();
  return transformed;
}
