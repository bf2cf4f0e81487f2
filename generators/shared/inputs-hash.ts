/**
 * A fingerprint of everything the generators read (data, generator code, the brand module,
 * installed package versions, the site URL), so an unchanged tree can skip generation: the
 * Markdown rendering of every discussion and release takes seconds on each build and start.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';

async function filesUnder(entry: string): Promise<string[]> {
  const info = await stat(entry).catch(() => undefined);
  if (!info) return [];
  if (info.isFile()) return [entry];
  const entries = await readdir(entry, { recursive: true, withFileTypes: true });
  return entries
    .filter((item) => item.isFile())
    .map((item) => path.join(item.parentPath, item.name));
}

/** sha256 over the paths and contents of every file under `inputs`, plus `extra`. */
export async function inputsHash(inputs: readonly string[], extra: string): Promise<string> {
  const files = (await Promise.all(inputs.map(filesUnder))).flat().sort();
  const hash = createHash('sha256').update(extra);
  for (const file of files) {
    hash.update(`\0${file.split(path.sep).join('/')}\0`);
    hash.update(await readFile(file));
  }
  return hash.digest('hex');
}
