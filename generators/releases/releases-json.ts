/**
 * Every release as one JSON file beside the feed (/guides/stay-up-to-date/releases/releases.json):
 * the data tools read instead of scraping month pages (the MCP server's `list_releases`), with
 * the same facts and summaries the pages show, newest first.
 */
import type { OutputFile } from '../shared/types';

export interface ReleaseJson {
  repository: string;
  version: string;
  published: string;
  kind?: string;
  modules?: string[];
  summary: string;
  /** The release's entry on its month page. */
  url: string;
  /** The release on GitHub (private repositories need a subscription). */
  githubUrl: string;
}

export function renderReleasesJson(
  entries: readonly {
    repo: string;
    version: string;
    published: string;
    kind?: string | undefined;
    modules?: string[] | undefined;
    summary: string;
    url: string;
  }[],
  pageUrl: (entry: { repo: string; version: string; published: string }) => string,
  root: string,
): OutputFile {
  const releases: ReleaseJson[] = entries.map((entry) => ({
    repository: entry.repo,
    version: entry.version,
    published: entry.published,
    ...(entry.kind ? { kind: entry.kind } : {}),
    ...(entry.modules ? { modules: entry.modules } : {}),
    summary: entry.summary,
    url: pageUrl(entry),
    githubUrl: entry.url,
  }));
  return { path: `${root}/releases.json`, content: `${JSON.stringify({ releases })}\n` };
}
