/**
 * Per-record outcomes of an import: one odd record is reported with its file, record and field
 * instead of aborting the rest, and nothing is written while any record failed. Writes are all
 * or nothing across files: everything is staged first, then moved into place.
 */
import { rename, rm } from 'node:fs/promises';
import type * as z from 'zod';
import { zodIssues } from '../../generators/shared/errors';
import { writeYaml } from './write-yaml';

export type RecordError = { file: string; record: string; issues: string[] };

/** Parses one record; a failure becomes a RecordError instead of an exception. */
export function parseRecord<T>(
  schema: z.ZodType<T>,
  value: unknown,
  where: { file: string; record: string },
  errors: RecordError[],
): T | undefined {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  errors.push({ ...where, issues: zodIssues(result.error) });
  return undefined;
}

export function formatRecordErrors(errors: readonly RecordError[]): string {
  return errors
    .map(
      (error) =>
        `${error.file} (${error.record}):\n${error.issues.map((issue) => `  ${issue}`).join('\n')}`,
    )
    .join('\n');
}

/** Writes every file and removes the stale ones, or changes nothing if a write fails. */
export async function writeAll(
  files: readonly { file: string; value: unknown }[],
  stale: readonly string[] = [],
): Promise<void> {
  const staged: string[] = [];
  try {
    for (const { file, value } of files) {
      await writeYaml(`${file}.importing`, value);
      staged.push(file);
    }
  } catch (error) {
    await Promise.all(staged.map((file) => rm(`${file}.importing`, { force: true })));
    throw error;
  }
  for (const file of staged) await rename(`${file}.importing`, file);
  for (const file of stale) await rm(file, { force: true });
}
