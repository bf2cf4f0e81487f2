import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  cdnPolicy,
  contentSecurityPolicy,
  cspOptionsFromEnv,
  inlineScriptHashes,
  splitHashes,
  unknownInlineScripts,
} from './csp';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** The directive's sources, or undefined when the policy lacks it. */
function directive(policy: string, name: string): string[] | undefined {
  const found = policy.split('; ').find((part) => part.startsWith(`${name} `));
  return found?.split(' ').slice(1);
}

describe('inlineScriptHashes', () => {
  it('hashes the exact text of each inline script, including its whitespace', () => {
    const html = '<head><script>a()</script></head><body><script type="module">\n b()\n</script>';
    expect(inlineScriptHashes(html)).toEqual([sha('a()'), sha('\n b()\n')]);
  });

  it('skips scripts loaded from a file and data blocks such as JSON-LD', () => {
    const html = [
      '<script src=/assets/js/main.1.js defer></script>',
      '<script data-rh=true type=application/ld+json>{"@context":"x"}</script>',
      '<script type="text/plain">not code</script>',
      '<script type=text/javascript>run()</script>',
    ].join('');
    expect(inlineScriptHashes(html)).toEqual([sha('run()')]);
  });

  it('lists a script repeated on the page once', () => {
    expect(inlineScriptHashes('<script>x</script><script>x</script>')).toEqual([sha('x')]);
  });
});

describe('splitHashes', () => {
  it('sends hashes shared by several pages everywhere and one-page hashes with that page', () => {
    const { shared, perPage } = splitHashes([
      { uri: '/b.html', hashes: ['common', 'only-b'] },
      { uri: '/a.html', hashes: ['common'] },
      { uri: '/c/index.html', hashes: ['common', 'only-c'] },
    ]);
    expect(shared).toEqual(['common']);
    expect(perPage).toEqual([
      { uri: '/b.html', hashes: ['only-b'] },
      { uri: '/c/index.html', hashes: ['only-c'] },
    ]);
  });
});

describe('contentSecurityPolicy', () => {
  const local = cspOptionsFromEnv({}, [sha('x')]);

  it('allows only the site itself and its inline-script hashes by default', () => {
    const policy = contentSecurityPolicy(local);
    expect(directive(policy, 'default-src')).toEqual(["'self'"]);
    expect(directive(policy, 'script-src')).toEqual(["'self'", sha('x')]);
    expect(directive(policy, 'connect-src')).toEqual(["'self'"]);
    expect(directive(policy, 'img-src')).toEqual(["'self'", 'data:']);
    expect(directive(policy, 'font-src')).toEqual(["'self'", 'data:']);
    expect(directive(policy, 'worker-src')).toEqual(["'self'"]);
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
    expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
    expect(directive(policy, 'base-uri')).toEqual(["'self'"]);
    expect(directive(policy, 'form-action')).toEqual(["'self'"]);
    expect(policy).not.toMatch(/https:|'unsafe-eval'|script-src[^;]*'unsafe-inline'/);
  });

  it('appends the per-page hash variable to script-src when given one', () => {
    const policy = contentSecurityPolicy({ ...local, pageHashesVariable: '$page_hashes' });
    expect(directive(policy, 'script-src')?.at(-1)).toBe('$page_hashes');
  });

  it('adds the tag manager and analytics hosts only when a container id is set', () => {
    const policy = contentSecurityPolicy(cspOptionsFromEnv({ GTM_CONTAINER_ID: 'GTM-1' }, []));
    expect(directive(policy, 'script-src')).toContain('https://www.googletagmanager.com');
    expect(directive(policy, 'connect-src')).toContain('https://*.google-analytics.com');
    expect(directive(policy, 'frame-src')).toEqual(['https://www.googletagmanager.com']);
  });

  it('adds the Algolia hosts only when hosted search is fully configured', () => {
    const partial = contentSecurityPolicy(cspOptionsFromEnv({ ALGOLIA_APP_ID: 'ABC123' }, []));
    expect(partial).not.toContain('algolia');
    const env = { ALGOLIA_APP_ID: 'ABC123', ALGOLIA_API_KEY: 'k', ALGOLIA_INDEX_NAME: 'docs' };
    expect(directive(contentSecurityPolicy(cspOptionsFromEnv(env, [])), 'connect-src')).toEqual([
      "'self'",
      'https://abc123-dsn.algolia.net',
      'https://*.algolia.net',
      'https://*.algolianet.com',
    ]);
  });

  it('refuses an Algolia app id that could break out of the header value', () => {
    expect(() => contentSecurityPolicy({ ...local, algoliaAppId: 'x"; evil' })).toThrow(
      /letters and digits/,
    );
  });

  it("allows a font provider's stylesheet and font hosts when fonts are not self-hosted", () => {
    const env = { FONT_STYLESHEET_URL: 'https://fonts.googleapis.com/css2?family=Inter' };
    const policy = contentSecurityPolicy(cspOptionsFromEnv(env, []));
    expect(directive(policy, 'style-src')).toContain('https://fonts.googleapis.com');
    expect(directive(policy, 'font-src')).toContain('https://fonts.gstatic.com');
  });
});

describe('cdnPolicy', () => {
  const options = cspOptionsFromEnv({}, [sha('shared')]);
  const pages = [{ uri: '/index.html', hashes: [sha('home')] }];

  it('puts every page hash into the single policy when it fits', () => {
    const { policy, complete } = cdnPolicy(options, pages);
    expect(complete).toBe(true);
    expect(directive(policy, 'script-src')).toEqual(["'self'", sha('shared'), sha('home')]);
  });

  it('falls back to the shared hashes and says so when the full policy is too long', () => {
    const { policy, complete } = cdnPolicy(options, pages, 100);
    expect(complete).toBe(false);
    expect(policy).not.toContain(sha('home'));
    expect(policy).toContain(sha('shared'));
  });
});

describe('unknownInlineScripts', () => {
  const theme = '<script>!function(){document.documentElement.dataset.theme="dark"}()</script>';
  const page = (uri: string, extra = '') => ({ uri, html: `<head>${theme}</head>${extra}` });

  it('allows the template scripts most pages share, data blocks and the home page check', () => {
    const banner =
      '<script>document.addEventListener("DOMContentLoaded",function(){});function insertBanner(){n.id="__docusaurus-base-url-issue-banner-container"}</script>';
    expect(
      unknownInlineScripts([
        page('/index.html', banner),
        page('/a.html', '<script type="application/ld+json">{"a":"</x>"}</script>'),
        page('/b.html', '<script src="/assets/js/main.js"></script>'),
        { uri: '/old/index.html', html: '<script src="/redirect.js"></script>' },
      ]),
    ).toEqual([]);
  });

  it('names every page with a script the site does not write', () => {
    const injected = '<script>alert(1)</script>';
    expect(
      unknownInlineScripts([
        page('/index.html'),
        page('/a.html', injected),
        page('/b.html', `<script>n.id="__docusaurus-base-url-issue-banner-container"</script>`),
      ]),
    ).toEqual([
      '/a.html: inline script "alert(1)"',
      '/b.html: inline script "n.id="__docusaurus-base-url-issue-banner-container""',
    ]);
  });
});
