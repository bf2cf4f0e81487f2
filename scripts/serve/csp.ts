/**
 * The Content-Security-Policy for the built site: exactly the sources the pages use, with the
 * inline scripts Docusaurus writes allowed by their sha256 hashes instead of 'unsafe-inline'.
 */
import { createHash } from 'node:crypto';
import { searchConfigFromEnv } from '../../src/lib/search/config.ts';

/** Optional third parties, switched on by the same variables docusaurus.config.ts reads. */
export type CspOptions = {
  /** Hashes allowed on every page, as CSP source expressions ('sha256-…'). */
  scriptHashes: string[];
  /** An nginx variable appended to script-src for hashes that only some pages need. */
  pageHashesVariable?: string;
  gtm: boolean;
  algoliaAppId?: string;
  fontStylesheetUrl?: string;
};

/** Inline script types a browser runs; JSON-LD and other data blocks never execute. */
const executableTypes = new Set([
  '',
  'module',
  'text/javascript',
  'application/javascript',
  'text/ecmascript',
  'application/ecmascript',
]);

const scriptElement = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const srcAttribute = /(?:^|\s)src\s*=/i;
const typeAttribute = /(?:^|\s)type\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i;

/** CSP hash sources ('sha256-…') of every executable inline script in one HTML document. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = executableScripts(html).map(
    (body) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`,
  );
  return [...new Set(hashes)];
}

/** One built page and the hashes of its inline scripts. */
export type PageScripts = { uri: string; hashes: string[] };

/** The marker of Docusaurus's base-URL check, the one inline script the home page adds. */
const baseUrlCheck = '__docusaurus-base-url-issue-banner-container';
const homePage = '/index.html';

/**
 * Inline scripts the site does not write itself, as "page: start of the script". The site's own
 * are the template scripts that most pages carry unchanged (colour mode, the script loader; the
 * redirect pages carry none) and Docusaurus's base-URL check on the home page; any other
 * executable inline script came from content and must fail the build rather than be allowed by
 * a hash.
 */
export function unknownInlineScripts(pages: readonly { uri: string; html: string }[]): string[] {
  const bodies = pages.map((page) => ({ uri: page.uri, scripts: executableScripts(page.html) }));
  const counts = new Map<string, number>();
  for (const page of bodies)
    for (const body of new Set(page.scripts)) counts.set(body, (counts.get(body) ?? 0) + 1);
  return bodies.flatMap(({ uri, scripts }) =>
    scripts
      .filter(
        (body) =>
          (counts.get(body) ?? 0) * 2 <= pages.length &&
          !(uri === homePage && body.includes(baseUrlCheck)),
      )
      .map((body) => `${uri}: inline script "${body.trim().slice(0, 60)}"`),
  );
}

/** The bodies of a page's executable inline scripts. */
function executableScripts(html: string): string[] {
  const bodies: string[] = [];
  for (const [, attributes = '', body = ''] of html.matchAll(scriptElement)) {
    if (srcAttribute.test(attributes)) continue;
    const typeMatch = typeAttribute.exec(attributes);
    const type = (typeMatch?.[1] ?? typeMatch?.[2] ?? typeMatch?.[3] ?? '').trim().toLowerCase();
    if (executableTypes.has(type)) bodies.push(body);
  }
  return bodies;
}

/**
 * Splits hashes into those used by more than one page (sent everywhere) and those that only
 * one page uses (sent with that page alone), so the common header stays short.
 */
export function splitHashes(pages: PageScripts[]): {
  shared: string[];
  perPage: PageScripts[];
} {
  const counts = new Map<string, number>();
  for (const page of pages) {
    for (const hash of page.hashes) counts.set(hash, (counts.get(hash) ?? 0) + 1);
  }
  const shared = [...counts].filter(([, count]) => count > 1).map(([hash]) => hash);
  const perPage = pages
    .map((page) => ({ uri: page.uri, hashes: page.hashes.filter((h) => counts.get(h) === 1) }))
    .filter((page) => page.hashes.length > 0)
    .sort((a, b) => (a.uri < b.uri ? -1 : a.uri > b.uri ? 1 : 0));
  return { shared: shared.sort(), perPage };
}

/** Reads the third-party switches from the environment, as the site's build does. */
export function cspOptionsFromEnv(
  env: Record<string, string | undefined>,
  scriptHashes: string[],
): CspOptions {
  const search = searchConfigFromEnv(env);
  return {
    scriptHashes,
    gtm: Boolean(env.GTM_CONTAINER_ID?.trim()),
    ...(search.provider === 'algolia' ? { algoliaAppId: search.appId } : {}),
    ...(env.FONT_STYLESHEET_URL?.trim()
      ? { fontStylesheetUrl: env.FONT_STYLESHEET_URL.trim() }
      : {}),
  };
}

const googleTagManager = 'https://www.googletagmanager.com';
// Tags that GTM loads report to Google Analytics; these are the hosts Google documents for it.
const googleAnalytics = ['https://*.google-analytics.com', 'https://*.analytics.google.com'];
// Google's font stylesheets name font files on a second host.
const googleFontFiles = 'https://fonts.gstatic.com';

/** The policy text: one directive per kind of resource, joined with "; ". */
export function contentSecurityPolicy(options: CspOptions): string {
  const fontOrigin = options.fontStylesheetUrl
    ? new URL(options.fontStylesheetUrl).origin
    : undefined;
  const fontFiles = fontOrigin === 'https://fonts.googleapis.com' ? googleFontFiles : fontOrigin;
  if (options.algoliaAppId !== undefined && !/^[A-Za-z0-9]+$/.test(options.algoliaAppId)) {
    // The id becomes part of a host name inside a quoted nginx string.
    throw new Error(`ALGOLIA_APP_ID must be letters and digits, got "${options.algoliaAppId}"`);
  }
  const algolia = options.algoliaAppId
    ? [
        `https://${options.algoliaAppId.toLowerCase()}-dsn.algolia.net`,
        'https://*.algolia.net',
        'https://*.algolianet.com',
      ]
    : [];
  const gtm = options.gtm ? [googleTagManager] : [];
  const analytics = options.gtm ? googleAnalytics : [];

  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    [
      'script-src',
      [
        "'self'",
        ...options.scriptHashes,
        ...(options.pageHashesVariable ? [options.pageHashesVariable] : []),
        ...gtm,
      ],
    ],
    // React and Docusaurus write style attributes (collapsible heights, the zoom overlay),
    // which hashes cannot cover; styles cannot run code, so inline styles are allowed.
    ['style-src', ["'self'", "'unsafe-inline'", ...(fontOrigin ? [fontOrigin] : [])]],
    // The bundler inlines small icons and a few font subsets as data: URLs.
    ['img-src', ["'self'", 'data:', ...gtm, ...analytics]],
    ['font-src', ["'self'", 'data:', ...(fontFiles ? [fontFiles] : [])]],
    ['connect-src', ["'self'", ...algolia, ...gtm, ...analytics]],
    ['worker-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    // GTM's <noscript> fallback is an iframe; nothing else is framed.
    ['frame-src', options.gtm ? [googleTagManager] : ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

/** CloudFront's cap on a response headers policy's CSP value (its quotas page, 2024). */
export const cdnPolicyLimit = 1783;

/**
 * One policy for a CDN that cannot vary it per page: every hash when they fit under the
 * limit, otherwise the shared ones only (`complete: false` says pages will see reports).
 */
export function cdnPolicy(
  options: CspOptions,
  perPage: PageScripts[],
  limit = cdnPolicyLimit,
): { policy: string; complete: boolean } {
  const everyHash = [...options.scriptHashes, ...perPage.flatMap((page) => page.hashes)];
  const full = contentSecurityPolicy({ ...options, scriptHashes: everyHash });
  if (full.length <= limit) return { policy: full, complete: true };
  return { policy: contentSecurityPolicy(options), complete: false };
}
