/**
 * The releases that changed one module or service, newest first, from data/releases: the
 * published "modules affected" lists name module folders (vpc-app) and, in the service catalog,
 * paths below modules/ (networking/vpc).
 */
import { folderOf } from './folders';
import type { Loaded } from '../shared/load-all';
import { releaseAnchor } from '../releases/render';
import type { Release, RepoReleases } from '../releases/schema';

export type ChangelogEntry = {
  version: string;
  published: string;
  kind?: NonNullable<Release['kind']>;
  summary: string;
  /** The release's entry on its month page. */
  href: string;
  /** The data file and field of the summary, for errors: `data/releases/x.yml: releases.3.summary`. */
  where: string;
};

export function changelogFor(
  histories: readonly Loaded<RepoReleases>[],
  repository: string,
  source: string,
): ChangelogEntry[] {
  const folder = folderOf(source);
  const history = histories.find((item) => item.data.repo === repository);
  return (history?.data.releases ?? [])
    .map((release, index) => ({
      release,
      where: `${history?.file ?? ''}: releases.${index}.summary`,
    }))
    .filter(({ release }) => release.modules?.includes(folder))
    .sort(
      ({ release: a }, { release: b }) =>
        b.published.localeCompare(a.published) || b.version.localeCompare(a.version),
    )
    .map(({ release, where }) => ({
      version: release.version,
      published: release.published,
      ...(release.kind ? { kind: release.kind } : {}),
      summary: release.summary,
      href: `/guides/stay-up-to-date/releases/${release.published.slice(0, 7)}#${releaseAnchor(repository, release.version)}`,
      where,
    }));
}
