/**
 * Test helper: a fresh temporary folder per test, with the post-build caches (`CACHE_DIR`,
 * see output-cache.ts) inside it. Returns a getter for the folder's path.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach } from 'vitest';

export function tempCacheDirPerTest(prefix: string): () => string {
  let work = '';
  beforeEach(async () => {
    work = await mkdtemp(path.join(tmpdir(), prefix));
    process.env.CACHE_DIR = path.join(work, 'cache');
  });
  afterEach(async () => {
    delete process.env.CACHE_DIR;
    await rm(work, { recursive: true, force: true });
  });
  return () => work;
}
