/**
 * The families of data/, each loaded and validated at most once per run: the reference, the
 * knowledge base, the release notes and the cross-checks all read several of them.
 */
import { loadModules, loadServices } from './reference/load';
import { loadDiscussions } from './knowledge-base/load';
import { loadReleases } from './releases/load';
import { loadRepositories } from './releases/repositories';
import { loadTags } from './shared/site-data';

export type SiteData = ReturnType<typeof siteData>;

function once<T>(load: () => Promise<T>): () => Promise<T> {
  let loaded: Promise<T> | undefined;
  return () => (loaded ??= load());
}

export function siteData(dataDir: string) {
  return {
    dataDir,
    modules: once(() => loadModules(dataDir)),
    services: once(() => loadServices(dataDir)),
    discussions: once(() => loadDiscussions(dataDir)),
    releases: once(() => loadReleases(dataDir)),
    repositories: once(() => loadRepositories(dataDir)),
    tags: once(() => loadTags(dataDir)),
  };
}
