/** Reads data/search-synonyms.yml: the reader's words the search expands (see that file). */
import path from 'node:path';
import * as z from 'zod';
import { readYaml } from '../../generators/shared/load-yaml.ts';
import { parseWith } from '../../generators/shared/errors.ts';
import type { SynonymRow } from '../../src/lib/search/indexFormat.ts';

export const synonymsFile = path.join('data', 'search-synonyms.yml');

const words = z
  .string()
  .trim()
  .regex(/^[a-z0-9]+( [a-z0-9]+)*$/, 'lower-case words separated by single spaces');

const schema = z
  .array(
    z.strictObject({
      reader: words.refine((value) => value.split(' ').length <= 2, 'at most two words'),
      site: words,
    }),
  )
  .superRefine((rows, context) => {
    const seen = new Set<string>();
    rows.forEach((row, index) => {
      if (seen.has(row.reader))
        context.addIssue({
          code: 'custom',
          path: [index, 'reader'],
          message: `"${row.reader}" is listed twice`,
        });
      seen.add(row.reader);
      if (row.reader === row.site)
        context.addIssue({
          code: 'custom',
          path: [index, 'site'],
          message: 'is the same as reader',
        });
    });
  });

/** The synonym rows of a file (default data/search-synonyms.yml); bad data names file and field. */
export async function loadSynonyms(file = synonymsFile): Promise<SynonymRow[]> {
  const rows = parseWith(schema, await readYaml(file), file);
  return rows.map((row) => [row.reader, row.site]);
}
