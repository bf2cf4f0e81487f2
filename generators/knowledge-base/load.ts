/** Loads knowledge-base articles; each file is named after its discussion number. */
import path from 'node:path';
import { loadAll, type Loaded } from '../shared/load-all';
import { discussionSchema, type Discussion } from './schema';

export async function loadDiscussions(dataDir: string): Promise<Loaded<Discussion>[]> {
  return loadAll(
    path.join(dataDir, 'discussions'),
    discussionSchema,
    (file, data) =>
      path.basename(file, '.yml') === String(data.number)
        ? []
        : [`number: ${data.number} does not match the file name (expected ${data.number}.yml)`],
    { flat: true },
  );
}
