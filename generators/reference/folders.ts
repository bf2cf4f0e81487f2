/** The module folders the reference documents, by repository, as release notes name them. */
import type { Loaded } from '../shared/load-all';
import { serviceCatalogRepo } from './catalog';
import type { ModuleData, ServiceData } from './schema';

export function referenceFolders(
  modules: readonly Loaded<ModuleData>[],
  services: readonly Loaded<ServiceData>[],
): Map<string, Set<string>> {
  const folders = new Map<string, Set<string>>();
  const add = (repo: string, folder: string) => {
    const set = folders.get(repo) ?? new Set<string>();
    set.add(folder);
    folders.set(repo, set);
  };
  for (const { data } of modules) {
    const repo = `terraform-aws-${data.group}`;
    const folder = data.source.replace(/^modules\//, '');
    add(repo, folder);
    for (const submodule of data.submodules ?? []) add(repo, `${folder}/${submodule}`);
  }
  for (const { data } of services) add(serviceCatalogRepo, data.source.replace(/^modules\//, ''));
  return folders;
}
