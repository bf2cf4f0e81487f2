/**
 * Imports the published monthly release pages (gruntwork-io/docs at a commit, read through
 * git) into data/releases/<repo>.yml: facts only, merged with the project's own summary and
 * kind of each release, validated as a whole, written all or nothing.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { listYamlFiles, readYaml } from '../../generators/shared/load-yaml';
import { readPages } from '../published-reference/git';
import { parseReleasePage, type PublishedRelease } from './parse';

export type ReleaseRecord = Record<string, unknown> & { version: string };
export type RepoFile = { file: string; repo: string; releases: ReleaseRecord[]; todo: string[] };

const monthPage = /^docs\/guides\/stay-up-to-date\/releases\/(\d{4}-\d{2})\/index\.md$/;

/** Every release of every month page at the commit, with the month page it was listed on. */
export async function readPublishedReleases(
  repo: string,
  commit: string,
): Promise<(PublishedRelease & { month: string })[]> {
  const pages = await readPages(repo, commit, 'docs/guides/stay-up-to-date/releases', (file) =>
    monthPage.test(file),
  );
  return pages.flatMap(({ file, text }) => {
    const month = monthPage.exec(file)?.[1] ?? '';
    return parseReleasePage(file, text).map((release) => ({ ...release, month }));
  });
}

function ours(existing: unknown): Map<string, Record<string, unknown>> {
  const releases =
    (existing as { releases?: Record<string, unknown>[] } | undefined)?.releases ?? [];
  return new Map(releases.map((release) => [String(release.version), release]));
}

/** Groups releases by repository and merges our summaries; nothing is written here. */
export async function planReleases(
  published: readonly (PublishedRelease & { month: string })[],
  dataDir: string,
): Promise<RepoFile[]> {
  const byRepo = new Map<string, (PublishedRelease & { month: string })[]>();
  for (const release of published)
    byRepo.set(release.repo, [...(byRepo.get(release.repo) ?? []), release]);
  const files: RepoFile[] = [];
  for (const [repo, releases] of [...byRepo].sort(([a], [b]) => a.localeCompare(b))) {
    const file = path.join(dataDir, 'releases', `${repo}.yml`);
    const existing = ours(existsSync(file) ? await readYaml(file) : undefined);
    const todo: string[] = [];
    const records = [...releases]
      .sort((a, b) => a.published.localeCompare(b.published) || a.version.localeCompare(b.version))
      .map((release) => {
        const mine = existing.get(release.version);
        const kind = mine?.kind;
        const summary = mine?.summary;
        if (!summary) todo.push(release.version);
        return {
          version: release.version,
          published: release.published,
          ...(release.modules.length ? { modules: release.modules } : {}),
          ...(release.links.length ? { links: release.links } : {}),
          ...(kind ? { kind } : {}),
          ...(summary ? { summary } : {}),
        };
      });
    files.push({ file, repo, releases: records, todo });
  }
  return files;
}

/** Data files of repositories the record does not list (stale after an import). */
export async function staleReleaseFiles(
  dataDir: string,
  files: readonly RepoFile[],
): Promise<string[]> {
  const kept = new Set(files.map((item) => path.resolve(item.file)));
  return (await listYamlFiles(path.join(dataDir, 'releases'), { flat: true })).filter(
    (file) => !kept.has(path.resolve(file)),
  );
}

/** How data/releases compares with the record: the figures for --check. */
export async function compareWithData(
  published: readonly PublishedRelease[],
  dataDir: string,
): Promise<Record<string, number>> {
  const real = new Map(
    published.map((release) => [`${release.repo} ${release.version}`, release.published]),
  );
  const seen = new Set<string>();
  let releases = 0;
  let notReal = 0;
  let realDate = 0;
  let summarised = 0;
  const repos = new Set<string>();
  for (const file of await listYamlFiles(path.join(dataDir, 'releases'), { flat: true })) {
    const data = (await readYaml(file)) as { repo: string; releases: Record<string, unknown>[] };
    repos.add(data.repo);
    for (const release of data.releases) {
      const key = `${data.repo} ${String(release.version)}`;
      releases += 1;
      seen.add(key);
      if (release.summary) summarised += 1;
      const date = real.get(key);
      if (date === undefined) notReal += 1;
      else if (date === release.published) realDate += 1;
    }
  }
  return {
    published: published.length,
    publishedRepositories: new Set(published.map((release) => release.repo)).size,
    releases,
    repositories: repos.size,
    notReal,
    realDate,
    missing: [...real.keys()].filter((key) => !seen.has(key)).length,
    summarised,
  };
}
