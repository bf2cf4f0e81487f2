/** Reads the search record of every page of a build folder (records.ts), for the index and the bench. */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { listBuiltPages, pathnameOf } from '../lib/built-pages.ts';
import { pageRecord, type PageRecord } from './records.ts';

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
