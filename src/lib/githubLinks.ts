/** Decides whether a link leads to a private repository of the company's GitHub organisation. */
import { githubOrg } from './brand';

/** Who can see a private repository. */
export type WarningKind = 'cis' | 'enterprise' | 'subscriber';

/** Repository names by visibility; names compare case-insensitively. */
export type RepoSets = {
  public: readonly string[];
  cis: readonly string[];
  enterprise: readonly string[];
};

export type PrivateRepoLink = { kind: WarningKind; repo: string; url: string };

/** Dialog title and the localStorage key that silences each kind. */
export const warningKinds: Record<WarningKind, { title: string; storageKey: string }> = {
  cis: { title: 'For CIS Subscribers Only', storageKey: 'dontWarnCISLinks' },
  enterprise: { title: 'For Enterprise Subscribers Only', storageKey: 'dontWarnEnterpriseLinks' },
  subscriber: { title: 'For Subscribers Only', storageKey: 'dontWarnGitHubLinks' },
};

const githubHosts = new Set(['github.com', 'www.github.com']);

function includes(list: readonly string[], repo: string): boolean {
  return list.some((name) => name.toLowerCase() === repo);
}

/**
 * Returns the warning a link needs, or null: only absolute http(s) links to
 * github.com/<org>/<repo> where <repo> is not public are warned about. CIS is checked first,
 * then Enterprise; any other repository of the organisation is a plain subscriber one.
 */
export function classifyGitHubLink(href: string, sets: RepoSets): PrivateRepoLink | null {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return null;
  }
  if (!['https:', 'http:'].includes(url.protocol) || !githubHosts.has(url.hostname)) return null;
  const [org, rawRepo] = url.pathname.split('/').filter(Boolean);
  if (!org || org.toLowerCase() !== githubOrg || !rawRepo) return null;
  const repo = decodeURIComponent(rawRepo)
    .replace(/\.git$/i, '')
    .toLowerCase();
  if (!repo || includes(sets.public, repo)) return null;
  const kind: WarningKind = includes(sets.cis, repo)
    ? 'cis'
    : includes(sets.enterprise, repo)
      ? 'enterprise'
      : 'subscriber';
  return { kind, repo, url: url.href };
}

/** True for clicks that should open the link as the user asked, without a dialog. */
export function isModifiedClick(event: {
  button: number;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}): boolean {
  return event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey;
}
