/** The module folders the reference documents, by repository, as release notes name them. */
import type { Loaded } from '../shared/load-all';
import { serviceCatalogRepo } from './catalog';
import type { ModuleData, ServiceData } from './schema';

/** A module's folder as release notes name it: its source path below `modules/`. */
export function folderOf(source: string): string {
  return source.replace(/^modules\//, '');
}

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
    const folder = folderOf(data.source);
    add(repo, folder);
    for (const submodule of data.submodules ?? []) add(repo, `${folder}/${submodule}`);
  }
  for (const { data } of services) add(serviceCatalogRepo, folderOf(data.source));
  return folders;
}
