/** Reads a repository's GitHub releases (REST, paginated) and maps them to release data. */
import { releaseSchema, type Release, type RepoReleases } from '../../generators/releases/schema';
import { nextLink, type createClient } from '../shared/github';

type Client = ReturnType<typeof createClient>;

type ApiRelease = {
  tag_name: string;
  name: string | null;
  published_at: string | null;
  body: string | null;
  draft: boolean;
  prerelease: boolean;
};

/**
 * Modules a release touched: the list under a "Modules affected" heading in its notes,
 * falling back to the repository's own name.
 */
export function modulesAffected(body: string, repo: string): string[] {
  const section =
    /modules affected[^\n]*\n+((?:[ \t]*[-*][ \t]+[^\n]*\n?)+)/i.exec(body)?.[1] ?? '';
  const names = [...section.matchAll(/^[ \t]*[-*][ \t]+`?\[?`?([a-z0-9][a-z0-9_-]*)/gim)].map((m) =>
    (m[1] ?? '').toLowerCase(),
  );
  return names.length > 0 ? [...new Set(names)] : [repo.replace(/^terraform-aws-/, '')];
}

/** Maps one API release; null for drafts, pre-releases and tags that are not vX.Y.Z. */
export function toRelease(api: ApiRelease, repo: string): Release | null {
  if (api.draft || api.prerelease || !api.published_at || !/^v\d+\.\d+\.\d+$/.test(api.tag_name))
    return null;
  const notes =
    api.body?.trim() ||
    `Release ${api.tag_name} of ${repo}. See the release on GitHub for the changes.`;
  return releaseSchema.parse({
    version: api.tag_name,
    title: api.name?.trim() || api.tag_name,
    published: api.published_at.slice(0, 10),
    modules: modulesAffected(notes, repo),
    notes,
  });
}

/** Follows the Link header through every page; returns releases oldest first. */
export async function importReleases(
  client: Client,
  options: { owner: string; repo: string; log?: (message: string) => void },
): Promise<RepoReleases> {
  const releases: Release[] = [];
  let url: string | undefined = `/repos/${options.owner}/${options.repo}/releases?per_page=100`;
  let page = 0;
  while (url) {
    const { body, headers } = await client.request(url);
    page += 1;
    for (const api of body as ApiRelease[]) {
      const release = toRelease(api, options.repo);
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
