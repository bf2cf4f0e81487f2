/**
 * Checks between families: knowledge-base articles and release notes may only name modules
 * the reference documents (or, for releases, folders listed in data/repositories.yml), and
 * releases only repositories listed there. Throws every problem with its file and field.
 */
import { loadModules, loadServices } from './reference/load';
import { referencePages } from './reference/pages';
import { referenceFolders } from './reference/folders';
import { loadDiscussions } from './knowledge-base/load';
import { checkModules } from './knowledge-base/load-checks';
import { loadReleases } from './releases/load';
import { checkRepositories, loadRepositories } from './releases/repositories';

export async function checkCrossReferences(dataDir: string): Promise<void> {
  const modules = await loadModules(dataDir);
  const services = await loadServices(dataDir);
  checkModules(await loadDiscussions(dataDir), referencePages(modules, services));
  checkRepositories(
    (await loadReleases(dataDir)).map((item) => item.data),
    await loadRepositories(dataDir),
    referenceFolders(modules, services),
    dataDir,
  );
}
