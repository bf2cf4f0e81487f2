/**
 * Reads YAML data files. Every way a file could be silently lost or mangled is an error that
 * names the file: a name that is not *.yml, a file in a subfolder of a flat family, bytes that
 * are not UTF-8, an empty document, or a file over the size limit.
 */
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'yaml';
import { DataError } from './errors';

/** The largest data file today is ~160 KB; a 30 MB body once took 9 minutes to render. */
export const maxDataFileBytes = 1024 * 1024;

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** Parses one YAML file. */
export async function readYaml(file: string): Promise<unknown> {
  const bytes = await readFile(file);
  if (bytes.length > maxDataFileBytes) {
    throw new DataError(file, [
      `(file): ${bytes.length} bytes is over the ${maxDataFileBytes}-byte limit for a data file`,
    ]);
  }
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    throw new DataError(file, ['(file): is not valid UTF-8; save it as UTF-8']);
  }
  let value: unknown;
  try {
    value = parse(text, { prettyErrors: true });
  } catch (error) {
    throw new DataError(file, [`YAML syntax: ${(error as Error).message}`]);
  }
  if (value === null || value === undefined) throw new DataError(file, ['(file): is empty']);
  return value;
}

export type ListOptions = {
  /** Data files sit directly in the folder; one in a subfolder is an error. */
  flat?: boolean;
};

/**
 * Lists *.yml files below a folder, sorted, so output order never depends on the file system.
 * Any other file (a .yaml spelling, a stray export) is an error rather than silently skipped;
 * dot files (editor and OS droppings) are ignored.
 */
export async function listYamlFiles(dir: string, options: ListOptions = {}): Promise<string[]> {
  // A family with no data yet simply renders nothing.
  if (!existsSync(dir)) return [];
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const problems: string[] = [];
  const files: string[] = [];
  for (const entry of entries) {
    if (!entry.isFile() || entry.name.startsWith('.')) continue;
    const file = path.join(entry.parentPath, entry.name);
    const relative = path.relative(dir, file);
    if (!entry.name.endsWith('.yml')) {
      problems.push(`${relative}: only .yml data files belong here (rename .yaml to .yml)`);
    } else if (options.flat && entry.parentPath !== dir) {
      problems.push(
        `${relative}: data files of this family sit directly in ${dir}, not in a subfolder`,
      );
    } else {
      files.push(file);
    }
  }
  if (problems.length > 0) throw new DataError(dir, problems);
  return files.sort();
}
