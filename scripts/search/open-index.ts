/** Opens the search index of a build folder (or of files in memory) with the site's engine. */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { SearchEngine } from '../../src/lib/search/engine.ts';
import { indexFolder } from '../../src/lib/search/indexFormat.ts';
import type { IndexFile } from './index-files.ts';

/** The engine over `<buildDir>/search-index`; a file that cannot be read or parsed throws, naming it. */
export function openBuiltIndex(buildDir: string): Promise<SearchEngine> {
  const root = path.resolve(buildDir, indexFolder);
  return SearchEngine.open(async (file) => {
    const full = path.resolve(root, file);
    if (!full.startsWith(`${root}${path.sep}`)) throw new Error(`${file} is outside ${root}`);
    const text = await readFile(full, 'utf8');
    try {
      return JSON.parse(text) as unknown;
    } catch (error) {
      throw new Error(`${full}: ${(error as Error).message}`, { cause: error });
    }
  });
}

/** The engine over index files held in memory (tests, benchmarks). */
export function openIndexFiles(files: readonly IndexFile[]): Promise<SearchEngine> {
  const byPath = new Map(files.map((file) => [file.path, file.content]));
  return SearchEngine.open((file) => {
    const content = byPath.get(file);
    if (content === undefined) return Promise.reject(new Error(`no index file ${file}`));
    return Promise.resolve(JSON.parse(content) as unknown);
  });
}
