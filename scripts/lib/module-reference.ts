/**
 * The reference facts the module-call checker judges code against, read from data/ with the
 * generators' own loaders (so they are validated the same way): every module and service with
 * its inputs, and every repository's release tags.
 */
import { loadModules, loadServices } from '../../generators/reference/load';
import { loadReleases } from '../../generators/releases/load';
import { namesInNotes, type ModuleFacts, type Reference } from '../../src/lib/moduleCalls/check';

export async function referenceFromData(dataDir: string): Promise<Reference> {
  const [modules, services, releases] = await Promise.all([
    loadModules(dataDir),
    loadServices(dataDir),
    loadReleases(dataDir),
  ]);
  const entries: ModuleFacts[] = [
    ...modules.map(({ data }) => ({ data, repository: `terraform-aws-${data.group}` })),
    ...services.map(({ data }) => ({ data, repository: 'terraform-aws-service-catalog' })),
  ].map(({ data, repository }) => ({
    id: `${repository}//${data.source}`,
    repository,
    source: data.source,
    version: data.version,
    ...(data.submodules ? { submodules: data.submodules } : {}),
    ...(data.recordedFrom ? { recordedFrom: data.recordedFrom } : {}),
    inputs: data.inputs.map(({ name, type, required }) => ({
      name,
      required,
      ...(type ? { type } : {}),
    })),
  }));
  return {
    modules: entries,
    releases: Object.fromEntries(
      releases.map(({ data }) => [data.repo, data.releases.map((release) => release.version)]),
    ),
    mentioned: Object.fromEntries(
      releases.map(({ data }) => [
        data.repo,
        namesInNotes(data.releases.map((release) => release.summary)),
      ]),
    ),
  };
}
