/** Loads release histories; each file is named after its repository. */
import path from 'node:path';
import { loadAll, type Loaded } from '../shared/load-all';
import { repoReleasesSchema, type RepoReleases } from './schema';

export function loadReleases(dataDir: string): Promise<Loaded<RepoReleases>[]> {
  return loadAll(path.join(dataDir, 'releases'), repoReleasesSchema, (file, data) =>
    path.basename(file, '.yml') === data.repo
      ? []
      : [`repo: ${data.repo} does not match the file name (expected ${data.repo}.yml)`],
  );
}
