/** Reads YAML data files, reporting syntax errors with the file name. */
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'yaml';
import { DataError } from './errors';

/** Parses one YAML file. */
export async function readYaml(file: string): Promise<unknown> {
  const text = await readFile(file, 'utf8');
  try {
    return parse(text, { prettyErrors: true });
  } catch (error) {
    throw new DataError(file, [`YAML syntax: ${(error as Error).message}`]);
  }
}

/** Lists *.yml files below a folder, sorted, so output order never depends on the file system. */
export async function listYamlFiles(dir: string): Promise<string[]> {
  // A family with no data yet simply renders nothing.
  if (!existsSync(dir)) return [];
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.yml'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}
