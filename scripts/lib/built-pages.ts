/** The HTML pages of a build folder, which the search index, CSP, validation and bench all walk. */
import { readdir } from 'node:fs/promises';
import path from 'node:path';

/** Paths of every built page relative to `buildDir`, sorted; Pagefind's own files excluded. */
export async function listBuiltPages(buildDir: string): Promise<string[]> {
  const entries = await readdir(buildDir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.relative(buildDir, path.join(entry.parentPath, entry.name)))
    .filter((file) => !file.startsWith(`pagefind${path.sep}`))
    .sort();
}
