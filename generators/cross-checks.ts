/**
 * Checks between families: knowledge-base articles and release notes may only name modules
 * the reference documents (or, for releases, folders listed in data/repositories.yml), and
 * releases only repositories listed there. Throws every problem with its file and field.
 */
import type { SiteData } from './data';
import { referencePages } from './reference/pages';
import { referenceFolders } from './reference/folders';
import { checkModules } from './knowledge-base/load-checks';
import { checkRepositories } from './releases/repositories';

export async function checkCrossReferences(data: SiteData): Promise<void> {
  const modules = await data.modules();
  const services = await data.services();
  checkModules(await data.discussions(), referencePages(modules, services));
  checkRepositories(
    (await data.releases()).map((item) => item.data),
    await data.repositories(),
    referenceFolders(modules, services),
    data.dataDir,
  );
}
