/** The HTML pages of a build folder, which the search index, CSP, validation and bench all walk. */
import path from 'node:path';
import { listFiles } from './list-files';

/** Paths of every built page relative to `buildDir`, sorted; Pagefind's folder is not read. */
export async function listBuiltPages(buildDir: string): Promise<string[]> {
  const files = await listFiles(buildDir, ['pagefind']);
  return files
    .filter((file) => file.endsWith('.html'))
    .map((file) => path.relative(buildDir, file))
    .sort();
}
