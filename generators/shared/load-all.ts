/** Loads every YAML file of a family, validates it and reports all bad files at once. */
import type * as z from 'zod';
import { DataError, zodIssues } from './errors';
import { listYamlFiles, readYaml, type ListOptions } from './load-yaml';

export type Loaded<T> = { file: string; data: T };

/** Collected DataErrors of one load, thrown together so an author sees every problem. */
export class DataErrors extends Error {
  constructor(readonly errors: readonly DataError[]) {
    super(errors.map((error) => error.message).join('\n'));
    this.name = 'DataErrors';
  }
}

/**
 * Reads and validates all *.yml files under dir. `checkFile` adds checks that depend on the
 * file's location (e.g. the file name must match the record's id) and returns issue lines.
 */
export async function loadAll<T>(
  dir: string,
  schema: z.ZodType<T>,
  checkFile: (file: string, data: T) => string[] = () => [],
  options: ListOptions = {},
): Promise<Loaded<T>[]> {
  let files: string[];
  try {
    files = await listYamlFiles(dir, options);
  } catch (error) {
    if (error instanceof DataError) throw new DataErrors([error]);
    throw error;
  }
  const loaded: Loaded<T>[] = [];
  const errors: DataError[] = [];
  for (const file of files) {
    try {
      const result = schema.safeParse(await readYaml(file));
      if (!result.success) throw new DataError(file, zodIssues(result.error));
      const issues = checkFile(file, result.data);
      if (issues.length > 0) throw new DataError(file, issues);
      loaded.push({ file, data: result.data });
    } catch (error) {
      if (error instanceof DataError) errors.push(error);
      else throw error;
    }
  }
  if (errors.length > 0) throw new DataErrors(errors);
  return loaded;
}
