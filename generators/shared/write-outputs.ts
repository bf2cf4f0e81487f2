/**
 * Writing generated files without disturbing unchanged ones. A file whose content is the same
 * keeps its modification time, so the bundler's persistent cache and the dev server's watcher
 * treat it as untouched; files no generator produced any more are deleted.
 */
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { OutputFile } from './types';

async function listFiles(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(
    (error: unknown) => {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    },
  );
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

export type WriteResult = { written: number; unchanged: number; deleted: number };

function isInside(file: string, root: string): boolean {
  const relative = path.relative(root, file);
  return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative);
}

/**
 * Makes `roots` hold exactly `files`: writes new or changed files, deletes the rest. Files
 * outside `roots` are refused before anything is written: another family's sync would delete
 * them, or nothing would.
 */
export async function syncOutputs(roots: string[], files: OutputFile[]): Promise<WriteResult> {
  const wanted = new Map(files.map((file) => [path.normalize(file.path), file.content]));
  const outside = [...wanted.keys()].filter((file) => !roots.some((root) => isInside(file, root)));
  if (outside.length > 0) {
    const listed = outside.slice(0, 5).join(', ');
    const more = outside.length > 5 ? ` and ${outside.length - 5} more` : '';
    throw new Error(`Not inside the output folders ${roots.join(', ')}: ${listed}${more}`);
  }
  const result: WriteResult = { written: 0, unchanged: 0, deleted: 0 };
  for (const [file, content] of wanted) {
    const current = await readFile(file, 'utf8').catch(() => undefined);
    if (current === content) {
      result.unchanged++;
      continue;
    }
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, content);
    result.written++;
  }
  for (const root of roots) {
    for (const file of await listFiles(root)) {
      if (wanted.has(path.normalize(file))) continue;
      await rm(file);
      result.deleted++;
    }
  }
  return result;
}
