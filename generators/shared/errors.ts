/** Validation errors that name the data file and the field path. */
import type * as z from 'zod';

/** Thrown for bad input data; the message names the file and each failing field. */
export class DataError extends Error {
  constructor(
    readonly file: string,
    readonly issues: readonly string[],
  ) {
    super(`Invalid data in ${file}:\n${issues.map((issue) => `  ${issue}`).join('\n')}`);
    this.name = 'DataError';
  }
}

/** Thrown for prose from data that cannot be placed inertly; the message starts "file: field". */
export class ProseError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'ProseError';
  }
}

/** Formats zod issues as "field.path: message" lines. */
export function zodIssues(error: z.ZodError): string[] {
  return error.issues.map(
    (issue) => `${issue.path.map(String).join('.') || '(root)'}: ${issue.message}`,
  );
}

/** Parses with the schema or throws a DataError naming the file. */
export function parseWith<T>(schema: z.ZodType<T>, value: unknown, file: string): T {
  const result = schema.safeParse(value);
  if (!result.success) throw new DataError(file, zodIssues(result.error));
  return result.data;
}
