/**
 * Checks between families: knowledge-base articles and release notes may only name modules
 * the reference documents (or, for releases, folders listed in data/repositories.yml),
 * releases only repositories listed there, and services only tags of data/tags.yml. Throws
 * every problem with its file and field.
 */
import type { SiteData } from './data';
import { DataError } from './shared/errors';
import { DataErrors, type Loaded } from './shared/load-all';
import { tagsFile, type Tags } from './shared/site-data';
import type { ServiceData } from './reference/schema';
import { referencePages } from './reference/pages';
import { referenceFolders } from './reference/folders';
import { checkModules } from './knowledge-base/load-checks';
import { checkRepositories } from './releases/repositories';

/**
 * Every tag of a service is a key of data/tags.yml. Docusaurus would refuse an unknown one too,
 * but naming the generated page; this names the service's data file and field.
 */
export function checkServiceTags(
  services: readonly Loaded<ServiceData>[],
  tags: Tags,
  file: string,
): void {
  const errors = services.flatMap((service) => {
    const issues = service.data.tags.flatMap((tag, index) =>
      Object.hasOwn(tags, tag) ? [] : [`tags.${index}: ${tag} is not a tag of ${file}`],
    );
    return issues.length > 0 ? [new DataError(service.file, issues)] : [];
  });
  if (errors.length > 0) throw new DataErrors(errors);
}

export async function checkCrossReferences(data: SiteData): Promise<void> {
  const modules = await data.modules();
  const services = await data.services();
  checkServiceTags(services, await data.tags(), tagsFile(data.dataDir));
  checkModules(await data.discussions(), referencePages(modules, services));
  checkRepositories(
    (await data.releases()).map((item) => item.data),
    await data.repositories(),
    referenceFolders(modules, services),
    data.dataDir,
  );
}
