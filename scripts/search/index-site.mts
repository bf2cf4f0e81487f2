/**
 * Indexes a build folder for the site's search into build/search-index: reads each page's search
 * record (records.ts), scores and packs the index (index-files.ts) and writes it. In a build,
 * scripts/build/verify-build.ts checks it (verify-index.ts) before publishing; indexSite, for an
 * existing build, checks it itself. Pure steps apart from the reads and the one write; no cache
 * (the whole index builds in a few seconds).
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { indexFolder } from '../../src/lib/search/indexFormat.ts';
import { buildIndexFiles } from './index-files.ts';
import { readIndexInput, type IndexInput } from './read-records.ts';
import { loadSynonyms } from './synonyms.ts';
import { verifyIndex } from './verify-index.ts';

/** Writes `<buildDir>/search-index`; returns a one-line summary. */
export async function writeSiteIndex({
  buildDir,
  pageCount,
  records,
}: IndexInput): Promise<string> {
  const started = performance.now();
  const files = buildIndexFiles(records, await loadSynonyms());
  const outputPath = path.join(buildDir, indexFolder);
  await rm(outputPath, { recursive: true, force: true });
  for (const file of files) {
    const target = path.join(outputPath, file.path);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, file.content);
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  return `[search] indexed ${records.length} of ${pageCount} pages into ${files.length} files in build/${indexFolder} in ${seconds} s`;
}

/** Reads, indexes and verifies a build folder (see readIndexInput and writeSiteIndex). */
export async function indexSite(buildDir: string): Promise<string> {
  const summary = await writeSiteIndex(await readIndexInput(buildDir));
  await verifyIndex(buildDir, indexFolder);
  return `${summary}, verified`;
}
