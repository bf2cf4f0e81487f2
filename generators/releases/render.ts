/** Renders release histories into monthly pages, an index, per-repository pages and a feed. */
import { socialCardPath } from '../../src/lib/socialCards';
import type { Loaded } from '../shared/load-all';
import { frontMatter, generatedNotice, inlineCode } from '../shared/mdx';
import { renderSafeMarkdown } from '../shared/safe-markdown';
import { pageData, type PageData } from '../shared/page-data';
import type { OutputFile } from '../shared/types';
import { firstMonth, lastMonth, monthLabel, monthRange } from './months';
import { compareVersions } from '../../src/lib/versions';
import type { Release, RepoReleases } from './schema';
import { outputRoots } from '../shared/output-roots';
import { renderReleasesJson } from './releases-json';
import { dataEditUrl } from '../shared/edit-url';

export const outputRoot = outputRoots.releases;
export const feedRoot = outputRoots.releaseFeed;
const urlBase = '/guides/stay-up-to-date/releases';
/** The newest release's date as the page's date (sitemap lastmod, "last updated"). */
function newestDate(entries: readonly Entry[]): { last_update?: { date: string } } {
  const newest = entries.reduce<string | undefined>(
    (latest, entry) => (latest && latest > entry.published ? latest : entry.published),
    undefined,
  );
  return newest ? { last_update: { date: newest } } : {};
}

/** Atom autodiscovery: a feed reader given any release page finds the feed. */
const feedLink = `<head>\n  <link rel="alternate" type="application/atom+xml" title="Gruntwork release notes" href="${urlBase}/atom.xml" />\n</head>`;

export type Entry = Release & { repo: string; url: string };

/** Flattens all repositories into entries, newest first (then repository, then version). */
export function entriesOf(histories: readonly RepoReleases[]): Entry[] {
  return histories
    .flatMap((history) =>
      history.releases.map((release) => ({
        ...release,
        repo: history.repo,
        url: `https://github.com/gruntwork-io/${history.repo}/releases/tag/${release.version}`,
      })),
    )
    .sort(
      (a, b) =>
        b.published.localeCompare(a.published) ||
        a.repo.localeCompare(b.repo) ||
        compareVersions(b.version, a.version),
    );
}

/** The id of a release's heading on its month page (also used by module changelogs). */
export function releaseAnchor(repo: string, version: string): string {
  return anchor(`${repo}-${version}`);
}

function anchor(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function renderEntry(
  entry: Entry,
  headingLevel: '###' | '##',
  withRepo: boolean,
  data: PageData,
): string {
  const id = anchor(`${entry.repo}-${entry.version}`);
  const label = withRepo ? `${entry.repo} ${entry.version}` : entry.version;
  const props = {
    url: entry.url,
    published: entry.published,
    modules: entry.modules ?? [],
    ...(entry.kind ? { kind: entry.kind } : {}),
    html: renderSafeMarkdown(entry.summary),
  };
  return `${headingLevel} [${inlineCode(label)}](${entry.url}) {/* #${id} */}\n\n<ReleaseEntry {...${data.ref(props)}} />`;
}

function groupByRepo(entries: readonly Entry[]): Map<string, Entry[]> {
  const groups = new Map<string, Entry[]>();
  for (const entry of [...entries].sort((a, b) => a.repo.localeCompare(b.repo))) {
    groups.set(entry.repo, [...(groups.get(entry.repo) ?? []), entry]);
  }
  return groups;
}

/** One page per month (and its data file); months run newest first in the sidebar. */
export function renderMonth(month: string, entries: readonly Entry[]): OutputFile[] {
  const data = pageData();
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const byRepo = groupByRepo(entries);
  const list = [...byRepo]
    .map(
      ([repo, items]) =>
        `- [${repo}](#${anchor(repo)}) (${items.length} ${items.length === 1 ? 'release' : 'releases'})`,
    )
    .join('\n');
  const sections = [...byRepo].map(
    ([repo, items]) =>
      `## ${repo} {/* #${anchor(repo)} */}\n\n${items.map((entry) => renderEntry(entry, '###', false, data)).join('\n\n')}`,
  );
  const content = [
    frontMatter({
      image: socialCardPath('release-notes'),
      title: `Release notes for ${monthLabel(month)}`,
      sidebar_label: monthLabel(month),
      sidebar_position: 13 - monthNumber,
      slug: `${urlBase}/${month}`,
      description: `${entries.length} releases of Gruntwork repositories in ${monthLabel(month)}: versions, modules affected and what changed.`,
      custom_edit_url: null,
      ...newestDate(entries),
    }),
    generatedNotice('data/releases/*.yml'),
    feedLink,
    `In ${monthLabel(month)}, ${byRepo.size} ${byRepo.size === 1 ? 'repository' : 'repositories'} published ${entries.length} ${entries.length === 1 ? 'release' : 'releases'}. Releases of one repository are listed newest first; each version links to its release on GitHub, where subscribers can see the full diff.`,
    '## Repositories updated this month',
    list,
    ...sections,
  ].join('\n\n');
  return data.files({ path: `${outputRoot}/months/${year}/${month}.mdx`, content: `${content}\n` });
}

/** The index of all months, newest first, grouped by year. */
export function renderIndex(months: readonly string[], counts: Map<string, number>): OutputFile {
  const years = [...new Set(months.map((month) => month.slice(0, 4)))].sort().reverse();
  const sections = years.map((year) => {
    const items = months
      .filter((month) => month.startsWith(year))
      .sort()
      .reverse()
      .map(
        (month) =>
          `- [${monthLabel(month)}](${urlBase}/${month}): ${counts.get(month) ?? 0} releases`,
      );
    return `## ${year}\n\n${items.join('\n')}`;
  });
  const content = [
    frontMatter({
      image: socialCardPath('release-notes'),
      title: 'Release notes',
      description:
        'Every month of Gruntwork releases since June 2016, newest first, with a feed and a page per repository.',
      slug: urlBase,
      custom_edit_url: null,
    }),
    generatedNotice('data/releases/*.yml'),
    feedLink,
    `Each month page lists the repositories that published releases that month and, for every release, the version, the date, the modules affected and what changed. Read the months between the version you run and the version you want before upgrading: breaking changes come with migration steps. Subscribe to the [Atom feed](pathname://${urlBase}/atom.xml) to hear about new releases.`,
    ...sections,
  ].join('\n\n');
  return { path: `${outputRoot}/index.mdx`, content: `${content}\n` };
}

/** A page per repository with its whole history, newest first (and its data file). */
export function renderRepo(repo: string, entries: readonly Entry[]): OutputFile[] {
  const data = pageData();
  const content = [
    frontMatter({
      image: socialCardPath('release-notes'),
      title: `${repo} releases`,
      sidebar_label: repo,
      slug: `${urlBase}/repo/${repo}`,
      description: `All ${entries.length} releases of ${repo}, newest first, with the modules each one changed.`,
      custom_edit_url: dataEditUrl(`data/releases/${repo}.yml`),
      ...newestDate(entries),
    }),
    generatedNotice(`data/releases/${repo}.yml`),
    feedLink,
    `${entries.length} releases of \`${repo}\`, newest first. The month pages show these releases next to those of other repositories.`,
    ...entries.map((entry) => renderEntry(entry, '##', false, data)),
  ].join('\n\n');
  return data.files({ path: `${outputRoot}/repo/${repo}.mdx`, content: `${content}\n` });
}

function xml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** A release's entry on its month page. */
function entryUrl(entry: Pick<Entry, 'repo' | 'version' | 'published'>, siteUrl: string): string {
  return `${siteUrl}${urlBase}/${entry.published.slice(0, 7)}#${anchor(`${entry.repo}-${entry.version}`)}`;
}

/** Atom feed of the 50 newest releases. */
export function renderFeed(entries: readonly Entry[], siteUrl: string): OutputFile {
  const newest = entries.slice(0, 50);
  const updated = `${newest[0]?.published ?? lastMonth}T00:00:00Z`;
  const items = newest.map((entry) => {
    const page = entryUrl(entry, siteUrl);
    return `  <entry>
    <title>${xml(`${entry.repo} ${entry.version}${entry.kind ? ` (${entry.kind})` : ''}`)}</title>
    <id>${xml(entry.url)}</id>
    <link href="${xml(page)}"/>
    <updated>${entry.published}T00:00:00Z</updated>
    <content type="html">${xml(renderSafeMarkdown(entry.summary))}</content>
  </entry>`;
  });
  const content = `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
  <title>Gruntwork release notes</title>
  <id>${xml(`${siteUrl}${urlBase}`)}</id>
  <link href="${xml(`${siteUrl}${urlBase}`)}"/>
  <link rel="self" href="${xml(`${siteUrl}${urlBase}/atom.xml`)}"/>
  <updated>${updated}</updated>
${items.join('\n')}
</feed>
`;
  return { path: `${feedRoot}/atom.xml`, content };
}

/** The newest months, imported by the hand-written /guides/stay-up-to-date page. */
export function renderLatest(
  months: readonly string[],
  counts: Map<string, number>,
  show = 6,
): OutputFile {
  const newest = [...months].sort().reverse().slice(0, show);
  const items = newest.map(
    (month) => `- [${monthLabel(month)}](${urlBase}/${month}): ${counts.get(month) ?? 0} releases`,
  );
  return {
    path: `${outputRoot}/_latest.mdx`,
    content: `${generatedNotice('data/releases/*.yml')}
${items.join('\n')}
`,
  };
}

/** Year categories, newest year first in the sidebar. */
function renderYearCategories(months: readonly string[]): OutputFile[] {
  return [...new Set(months.map((month) => month.slice(0, 4)))].map((year) => ({
    path: `${outputRoot}/months/${year}/_category_.json`,
    content: `${JSON.stringify({ label: year, position: 3000 - Number(year) }, null, 2)}\n`,
  }));
}

/** Every release page, plus the feed (written outside docs/). */
export function renderReleases(
  histories: readonly Loaded<RepoReleases>[],
  siteUrl: string,
): OutputFile[] {
  if (histories.length === 0) return [];
  const entries = entriesOf(histories.map((history) => history.data));
  const months = monthRange(firstMonth, lastMonth);
  const counts = new Map<string, number>();
  for (const entry of entries)
    counts.set(entry.published.slice(0, 7), (counts.get(entry.published.slice(0, 7)) ?? 0) + 1);
  const monthPages = months
    .filter((month) => (counts.get(month) ?? 0) > 0)
    .flatMap((month) =>
      renderMonth(
        month,
        entries.filter((entry) => entry.published.startsWith(month)),
      ),
    );
  const repos = [...new Set(entries.map((entry) => entry.repo))].sort();
  const published = months.filter((month) => (counts.get(month) ?? 0) > 0);
  return [
    renderIndex(published, counts),
    renderLatest(published, counts),
    ...renderYearCategories(months),
    ...monthPages,
    ...repos.flatMap((repo) =>
      renderRepo(
        repo,
        entries.filter((entry) => entry.repo === repo),
      ),
    ),
    renderFeed(entries, siteUrl),
    renderReleasesJson(entries, (entry) => entryUrl(entry, siteUrl), feedRoot),
  ];
}
