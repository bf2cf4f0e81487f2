/**
 * Proves a written search index works before the build is published: every file the entry names
 * exists, is not empty and parses, and the engine, run in Node over those files, finds pages by
 * their own titles. An index that fails here never reaches build/.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { IndexEntry } from '../../src/lib/search/indexFormat.ts';
import { openBuiltIndex } from './open-index.ts';

/** How many pages (spread over the table) are looked up by their title. */
const probes = 12;

async function readJson(file: string): Promise<unknown> {
  const text = await readFile(file, 'utf8').catch(() => {
    throw new Error(`${file} is missing`);
  });
  if (text.trim() === '') throw new Error(`${file} is empty`);
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new Error(`${file} does not parse: ${(error as Error).message}`, { cause: error });
  }
}

/** Throws, naming the file or the query, unless the index in `<buildDir>/search-index` works. */
export async function verifyIndex(buildDir: string, folder: string): Promise<void> {
  const root = path.join(buildDir, folder);
  const entry = (await readJson(path.join(root, 'index.json'))) as IndexEntry;
  const files = [
    entry.docs,
    ...entry.shards.map(([, file]) => file),
    ...entry.chunks.map(([, file]) => file),
  ];
  if (entry.shards.length === 0 || entry.chunks.length === 0)
    throw new Error(`${path.join(root, 'index.json')} lists no term shards or no text chunks`);
  for (const file of files) await readJson(path.join(root, file));
  const engine = await openBuiltIndex(buildDir);
  if (engine.docs.length === 0) throw new Error(`${path.join(root, entry.docs)} lists no pages`);
  const step = Math.max(1, Math.floor(engine.docs.length / probes));
  for (let doc = 0; doc < engine.docs.length; doc += step) {
    const [url, title] = engine.docs[doc] ?? ['', ''];
    const response = await engine.search(title);
    const top = await Promise.all(response.results.slice(0, 10).map((result) => result.data()));
    if (!top.some((data) => data.url.split('#')[0] === url))
      throw new Error(`the search index does not find ${url} by its title "${title}"`);
  }
}
