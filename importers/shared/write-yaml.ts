/**
 * Writes importer output deterministically (stable key order from the schema, LF endings) and
 * atomically: the text goes to a temporary file beside the target, which then replaces it, so
 * a crash or a second writer never leaves a truncated data file.
 */
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { stringify } from 'yaml';

export async function writeYaml(file: string, value: unknown): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.${Date.now()}.writing`;
  try {
    await writeFile(temp, stringify(value, { lineWidth: 0, blockQuote: 'literal' }));
    await rename(temp, file);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}
