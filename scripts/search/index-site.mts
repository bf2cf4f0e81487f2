/**
 * Indexes a build folder for the site's search into build/search-index: reads each page's search
 * record (records.ts), scores and packs the index (index-files.ts), writes it, then verifies it
 * in Node (verify-index.ts) so a build never publishes an index that cannot answer. Pure steps
 * apart from the reads and the one write; no cache (the whole index builds in a few seconds).
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { indexFolder } from '../../src/lib/search/indexFormat.ts';
import { listBuiltPages, pathnameOf } from '../lib/built-pages.ts';
import { buildIndexFiles } from './index-files.ts';
import { pageRecord, type PageRecord } from './records.ts';
import { loadSynonyms } from './synonyms.ts';
import { verifyIndex } from './verify-index.ts';

/** The search records of a build folder's pages. */
export interface IndexInput {
  buildDir: string;
  pageCount: number;
  records: PageRecord[];
}

/** Reads every page's record. Separate from writing so the build can rewrite the pages meanwhile. */
export async function readIndexInput(buildDir: string): Promise<IndexInput> {
  const files = await listBuiltPages(buildDir);
  const records: PageRecord[] = [];
  for (const file of files) {
    const record = pageRecord(pathnameOf(file), await readFile(path.join(buildDir, file), 'utf8'));
    if (record) records.push(record);
  }
  return { buildDir, pageCount: files.length, records };
}

/** Writes and verifies `<buildDir>/search-index`; returns a one-line summary. */
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
  await verifyIndex(buildDir, indexFolder);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  return `[search] indexed ${records.length} of ${pageCount} pages into ${files.length} files in build/${indexFolder}, verified, in ${seconds} s`;
}

/** Reads, indexes and verifies a build folder (see readIndexInput and writeSiteIndex). */
export async function indexSite(buildDir: string): Promise<string> {
  return writeSiteIndex(await readIndexInput(buildDir));
}
