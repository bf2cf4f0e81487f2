/** Loads release histories; each file is named after its repository. */
import path from 'node:path';
import { loadAll, type Loaded } from '../shared/load-all';
import { checkMonthlyCoverage } from './coverage';
import { repoReleasesSchema, type RepoReleases } from './schema';

export async function loadReleases(dataDir: string): Promise<Loaded<RepoReleases>[]> {
  const loaded = await loadAll(
    path.join(dataDir, 'releases'),
    repoReleasesSchema,
    (file, data) =>
      path.basename(file, '.yml') === data.repo
        ? []
        : [`repo: ${data.repo} does not match the file name (expected ${data.repo}.yml)`],
    { flat: true },
  );
  if (loaded.length > 0) checkMonthlyCoverage(loaded.map((item) => item.data));
  return loaded;
}
