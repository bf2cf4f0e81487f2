/** Lists the files of a build folder while another step may be rewriting part of it. */
import { readdir } from 'node:fs/promises';
import path from 'node:path';

/**
 * Absolute paths of every file under `folder`, except in its top-level folders named in `skip`,
 * which are not even read: the search step deletes and rewrites `search-index/` while the pages
 * are minified, and a recursive listing that meets a folder being deleted fails.
 */
export async function listFiles(folder: string, skip: readonly string[] = []): Promise<string[]> {
  const top = await readdir(folder, { withFileTypes: true });
  const nested = await Promise.all(
    top
      .filter((entry) => entry.isDirectory() && !skip.includes(entry.name))
      .map((entry) =>
        readdir(path.join(folder, entry.name), { recursive: true, withFileTypes: true }),
      ),
  );
  return [...top, ...nested.flat()]
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}
