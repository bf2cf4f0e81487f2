/**
 * The releases that changed one module or service, newest first, from data/releases: the
 * published "modules affected" lists name module folders (vpc-app) and, in the service catalog,
 * paths below modules/ (networking/vpc).
 */
import { folderOf } from './folders';
import { releaseAnchor } from '../releases/render';
import type { Release, RepoReleases } from '../releases/schema';

export type ChangelogEntry = {
  version: string;
  published: string;
  kind?: NonNullable<Release['kind']>;
  summary: string;
  /** The release's entry on its month page. */
  href: string;
};

export function changelogFor(
  histories: readonly RepoReleases[],
  repository: string,
  source: string,
): ChangelogEntry[] {
  const folder = folderOf(source);
  const history = histories.find((item) => item.repo === repository);
  return (history?.releases ?? [])
    .filter((release) => release.modules?.includes(folder))
    .sort((a, b) => b.published.localeCompare(a.published) || b.version.localeCompare(a.version))
    .map((release) => ({
      version: release.version,
      published: release.published,
      ...(release.kind ? { kind: release.kind } : {}),
      summary: release.summary,
      href: `/guides/stay-up-to-date/releases/${release.published.slice(0, 7)}#${releaseAnchor(repository, release.version)}`,
    }));
}
