/**
 * data/repositories.yml: the repositories the release notes cover, and per repository the
 * folders that published "modules affected" lists name although the reference of 2023-09 has
 * no page for them (removed, renamed or moved modules, test folders). A release may name a
 * module only when the reference has it, it is a folder above reference modules (a service
 * catalog group such as `networking`), or it is listed here, so a misspelt or invented module
 * fails the build.
 */
import path from 'node:path';
import * as z from 'zod';
import { DataError } from '../shared/errors';
import { DataErrors } from '../shared/load-all';
import { parseWith } from '../shared/errors';
import { readYaml } from '../shared/load-yaml';
import type { RepoReleases } from './schema';

const folder = z.string().regex(/^[a-z0-9][a-z0-9_.-]*(?:\/[a-z0-9][a-z0-9_.-]*)*$/);

export const repositoriesSchema = z.strictObject({
  repositories: z
    .array(
      z.strictObject({
        name: z.string().regex(/^[a-z0-9][a-z0-9-]*$/, 'must be a repository name'),
        modulesWithoutReference: z.array(folder).min(1).optional(),
      }),
    )
    .min(1),
});
export type Repositories = z.infer<typeof repositoriesSchema>;

export const repositoriesFile = 'repositories.yml';

export async function loadRepositories(dataDir: string): Promise<Repositories> {
  const file = path.join(dataDir, repositoriesFile);
  return parseWith(repositoriesSchema, await readYaml(file), file);
}

/** Module folders of the reference by repository (terraform-aws-vpc → vpc-app, …). */
export type ReferenceFolders = ReadonlyMap<string, ReadonlySet<string>>;

function referenced(folders: ReadonlySet<string> | undefined, name: string): boolean {
  if (!folders) return false;
  if (folders.has(name)) return true;
  const prefix = `${name}/`;
  for (const item of folders) if (item.startsWith(prefix)) return true;
  return false;
}

/**
 * Every release file's repository must be listed, and each module it names must be known;
 * a listed folder that no release names, or that the reference has, is stale. Throws every
 * problem with its file and field.
 */
export function checkRepositories(
  histories: readonly RepoReleases[],
  repositories: Repositories,
  reference: ReferenceFolders,
  dataDir = 'data',
): void {
  const listFile = path.join(dataDir, repositoriesFile);
  const listed = new Map(
    repositories.repositories.map((repo, index) => [repo.name, { repo, index }]),
  );
  const errors: DataError[] = [];
  const used = new Set<string>();
  for (const history of histories) {
    const file = path.join(dataDir, 'releases', `${history.repo}.yml`);
    const entry = listed.get(history.repo);
    if (!entry) {
      errors.push(new DataError(file, [`repo: ${history.repo} is not listed in ${listFile}`]));
      continue;
    }
    const extra = new Set(entry.repo.modulesWithoutReference ?? []);
    const issues: string[] = [];
    history.releases.forEach((release, index) => {
      (release.modules ?? []).forEach((name, position) => {
        if (referenced(reference.get(history.repo), name)) return;
        if (extra.has(name)) {
          used.add(`${history.repo} ${name}`);
          return;
        }
        issues.push(
          `releases.${index}.modules.${position}: ${name} (${release.version}) is no module of ${history.repo} in the reference nor listed in ${listFile}`,
        );
      });
    });
    if (issues.length > 0) errors.push(new DataError(file, issues));
  }
  const stale = repositories.repositories.flatMap((repo, index) =>
    (repo.modulesWithoutReference ?? []).flatMap((name, position) => {
      const where = `repositories.${index}.modulesWithoutReference.${position}`;
      if (referenced(reference.get(repo.name), name))
        return [`${where}: ${name} has a reference page; remove it here`];
      return used.has(`${repo.name} ${name}`)
        ? []
        : [`${where}: no release of ${repo.name} names ${name}`];
    }),
  );
  if (stale.length > 0) errors.push(new DataError(listFile, stale));
  if (errors.length > 0) throw new DataErrors(errors);
}
