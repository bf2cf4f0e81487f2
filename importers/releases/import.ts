/** Reads a repository's GitHub releases (REST, paginated) and maps them to release data. */
import { releaseFactsSchema } from '../../generators/releases/schema';
import type * as z from 'zod';
import { nextLink, pageGuard, type createClient } from '../shared/github';
import { parseRecord, type RecordError } from '../shared/records';

type Client = ReturnType<typeof createClient>;

type ApiRelease = {
  tag_name: string;
  name: string | null;
  published_at: string | null;
  body: string | null;
  draft: boolean;
  prerelease: boolean;
};

type ReleaseFacts = z.infer<typeof releaseFactsSchema>;

/** Modules a release touched: the list under a "Modules affected" heading in its notes. */
export function modulesAffected(body: string): string[] {
  const section =
    /modules affected[^\n]*\n+((?:[ \t]*[-*][ \t]+[^\n]*\n?)+)/i.exec(body)?.[1] ?? '';
  const names = [...section.matchAll(/^[ \t]*[-*][ \t]+`?\[?`?([a-z0-9][a-z0-9_-]*)/gim)].map((m) =>
    (m[1] ?? '').toLowerCase(),
  );
  return [...new Set(names)];
}

/**
 * Maps one API release; undefined for drafts, pre-releases and tags that are not vX.Y.Z, and
 * for a release that fails the schema, which is added to `errors` with its file and tag.
 */
export function toRelease(
  api: ApiRelease,
  repo: string,
  errors: RecordError[] = [],
): ReleaseFacts | undefined {
  if (api.draft || api.prerelease || !api.published_at || !/^v\d+\.\d+\.\d+$/.test(api.tag_name))
    return undefined;
  // Facts only: the note's text is the author's; the summary is written by the project.
  const modules = modulesAffected(api.body ?? '');
  return parseRecord(
    releaseFactsSchema,
    {
      version: api.tag_name,
      published: api.published_at.slice(0, 10),
      ...(modules.length > 0 ? { modules } : {}),
    },
    { file: `data/releases/${repo}.yml`, record: api.tag_name },
    errors,
  );
}

/**
 * Follows the Link header through every page (at most `maxPages`, never one twice); returns
 * releases oldest first. Releases that fail the schema go to `errors`, the rest are kept.
 */
export async function importReleases(
  client: Client,
  options: {
    owner: string;
    repo: string;
    log?: (message: string) => void;
    errors?: RecordError[];
    maxPages?: number;
  },
): Promise<{ repo: string; releases: ReleaseFacts[] }> {
  const releases: ReleaseFacts[] = [];
  const guard = pageGuard(options.maxPages);
  let url: string | undefined = `/repos/${options.owner}/${options.repo}/releases?per_page=100`;
  let page = 0;
  while (url) {
    guard(url);
    const { body, headers } = await client.request(url);
    page += 1;
    for (const api of body as ApiRelease[]) {
      const release = toRelease(api, options.repo, options.errors);
      if (release) releases.push(release);
    }
    options.log?.(`${options.repo}: page ${page}, ${releases.length} releases`);
    url = nextLink(headers.get('link'));
  }
  releases.sort(
    (a, b) => a.published.localeCompare(b.published) || a.version.localeCompare(b.version),
  );
  return { repo: options.repo, releases };
}
