/** Writes importer output deterministically: stable key order from the schema, LF endings. */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { stringify } from 'yaml';

export async function writeYaml(file: string, value: unknown): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, stringify(value, { lineWidth: 0, blockQuote: 'literal' }));
}
