/** The installed version of a package, found the way Node finds package folders. */
import { readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Reads `node_modules/<name>/package.json` in this folder or the nearest parent that has one.
 * Read as a file because some packages (htmlparser2) do not export their package.json.
 */
export async function packageVersion(name: string, from = __dirname): Promise<string> {
  for (let folder = from; ; folder = path.dirname(folder)) {
    const manifest = await readFile(path.join(folder, 'node_modules', name, 'package.json'), 'utf8')
      .then((text) => JSON.parse(text) as { version: string })
      .catch(() => undefined);
    if (manifest) return manifest.version;
    if (folder === path.dirname(folder)) throw new Error(`package ${name} is not installed`);
  }
}
