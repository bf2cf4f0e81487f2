/** Pure parts of the redirect plugin: which pages to write and what they contain. */

export type Redirect = { from: string; to: string };

type CreateRedirects = (existingPath: string) => string[] | undefined;

/** Redirects for every route; fails when an old path is also a live route or claimed twice. */
export function planRedirects(routePaths: readonly string[], create: CreateRedirects): Redirect[] {
  const live = new Set(routePaths);
  const claimed = new Map<string, string>();
  for (const to of [...routePaths].sort()) {
    for (const from of create(to) ?? []) {
      if (live.has(from))
        throw new Error(`[redirects] ${from} is a page of its own; it cannot redirect to ${to}`);
      const earlier = claimed.get(from);
      if (earlier && earlier !== to)
        throw new Error(`[redirects] ${from} would redirect to both ${earlier} and ${to}`);
      claimed.set(from, to);
    }
  }
  return [...claimed].map(([from, to]) => ({ from, to }));
}

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

/**
 * A small valid HTML page that forwards to `to`: meta refresh for every browser, plus the
 * site's external /redirect.js (no inline script, so the CSP needs no per-page hash), which
 * keeps the query string and #fragment that a meta refresh would drop.
 */
export function renderRedirectPage({ to }: Redirect, siteUrl: string): string {
  const target = escapeHtml(to);
  const canonical = escapeHtml(`${siteUrl.replace(/\/$/, '')}${to}`);
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Moved to ${target}</title>
<meta name="robots" content="noindex">
<meta http-equiv="refresh" content="0; url=${target}">
<link rel="canonical" href="${canonical}">
<script src="/redirect.js" data-to="${target}"></script>
</head>
<body>
<p>This page has moved to <a href="${target}">${target}</a>.</p>
</body>
</html>
`;
}
