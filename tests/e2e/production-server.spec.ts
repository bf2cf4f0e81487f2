/**
 * The production server (nginx, `npm run serve:prod`): headers, caching, redirects, the 404
 * page, compression, and a Content-Security-Policy that blocks nothing the site needs.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import type { APIResponse, Page } from '@playwright/test';
import { test, expect, waitForHydration } from './fixtures';

declare global {
  interface Window {
    cspViolations?: string[];
  }
}

const docPath = '/intro/overview/intro-to-gruntwork';
const year = 'public, max-age=31536000, immutable';

/** Every response, pages, assets, redirects and 404s alike, carries these. */
function expectSecurityHeaders(response: APIResponse): void {
  const headers = response.headers();
  const csp = headers['content-security-policy'] ?? '';
  for (const directive of [
    "default-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ]) {
    expect(csp).toContain(directive);
  }
  const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
  expect(scriptSrc).not.toContain("'wasm-unsafe-eval'");
  expect(scriptSrc).toMatch(/'sha256-[A-Za-z0-9+/]+=*'/);
  expect(scriptSrc).not.toContain("'unsafe-inline'");
  expect(scriptSrc).not.toContain("'unsafe-eval'");
  expect(headers['strict-transport-security']).toMatch(/^max-age=(\d{8,})/);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
}

test.describe('headers and caching', () => {
  test('sends security headers and asks browsers to revalidate an HTML page', async ({
    request,
  }) => {
    const response = await request.get(docPath);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers()['cache-control']).toBe('no-cache');
    expect(response.headers().etag).toBeTruthy();
    expectSecurityHeaders(response);
  });

  test('lets browsers keep a hashed asset for a year without asking again', async ({ request }) => {
    const html = await (await request.get(docPath)).text();
    const asset = /(\/assets\/js\/main\.[0-9a-f]+\.js)/.exec(html)?.[1];
    expect(asset, 'main bundle linked from the page').toBeTruthy();
    const response = await request.get(asset ?? '');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('javascript');
    expect(response.headers()['cache-control']).toBe(year);
    expectSecurityHeaders(response);
  });

  test('keeps the search index files for a year but revalidates its entry file', async ({
    request,
  }) => {
    const entry = await request.get('/search-index/index.json');
    expect(entry.headers()['cache-control']).toBe('no-cache');
    expect(entry.headers()['content-type']).toContain('application/json');
    expectSecurityHeaders(entry);
    const { docs, shards } = JSON.parse(readFileSync('build/search-index/index.json', 'utf8')) as {
      docs: string;
      shards: [string, string][];
    };
    for (const file of [docs, shards[0]?.[1] ?? '']) {
      const response = await request.get(`/search-index/${file}`, {
        headers: { 'Accept-Encoding': 'gzip' },
      });
      expect(response.status()).toBe(200);
      expect(response.headers()['cache-control']).toBe(year);
      expect(response.headers()['content-encoding']).toBe('gzip');
      expectSecurityHeaders(response);
    }
    expect((await request.get('/search-index/docs.0000000000.json')).status()).toBe(404);
  });

  test('compresses pages with gzip for clients that accept it', async ({ request }) => {
    const response = await request.get(docPath, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.headers()['content-encoding']).toBe('gzip');
    expect(response.headers().vary).toContain('Accept-Encoding');
    expect(await response.text()).toContain('<h1');
  });
});

test.describe('URLs', () => {
  test("answers an unknown path with the site's 404 page, status 404 and the same headers", async ({
    request,
  }) => {
    const response = await request.get('/no/such/page');
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain('Page Not Found');
    expect(response.headers()['cache-control']).toBe('no-cache');
    expectSecurityHeaders(response);
  });

  for (const [asked, clean] of [
    ['/intro/overview/getting-started.html', '/intro/overview/getting-started'],
    [
      '/intro/overview/getting-started.html?ref=mail&x=1',
      '/intro/overview/getting-started?ref=mail&x=1',
    ],
    ['/patcher/index.html', '/patcher'],
    ['/index.html?utm=1', '/?utm=1'],
    ['/guides/', '/guides'],
  ] as const) {
    test(`redirects ${asked} permanently to ${clean}`, async ({ request }) => {
      const response = await request.get(asked, { maxRedirects: 0 });
      expect(response.status()).toBe(301);
      expect(response.headers().location).toBe(clean);
      expectSecurityHeaders(response);
    });
  }

  test('serves /guides, both a page and a folder, as the page without a redirect', async ({
    request,
  }) => {
    const response = await request.get('/guides', { maxRedirects: 0 });
    expect(response.status()).toBe(200);
    expect(await response.text()).toBe(readFileSync('build/guides.html', 'utf8'));
  });

  test('never redirects to another host', async ({ request, baseURL }) => {
    // An absolute URL keeps the doubled slash in the path instead of naming a host.
    const response = await request.get(`${baseURL ?? ''}//example.com/page.html`, {
      maxRedirects: 0,
    });
    expect(response.status()).toBe(404);
  });
});

/** Opens a page and returns the CSP violations its document reported. */
async function violationsOn(page: Page, path: string, act?: (page: Page) => Promise<void>) {
  const response = await page.goto(path);
  expect(response?.headers()['content-security-policy'], `CSP header on ${path}`).toBeTruthy();
  await waitForHydration(page);
  if (act) await act(page);
  return (await page.evaluate(() => window.cspViolations ?? [])).map((v) => `${path}: ${v}`);
}

test('runs every kind of page, search included, without a Content-Security-Policy violation', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.cspViolations?.push(`${event.violatedDirective} blocked ${event.blockedURI}`);
    });
  });
  const consoleReports: string[] = [];
  page.on('console', (message) => {
    if (/content security policy/i.test(message.text())) consoleReports.push(message.text());
  });

  const violations = [
    ...(await violationsOn(page, '/')),
    ...(await violationsOn(page, docPath)),
    ...(await violationsOn(page, '/reference/modules/terraform-aws-vpc/vpc-app')),
    ...(await violationsOn(page, '/discussions/knowledge-base/213')),
    ...(await violationsOn(page, '/guides/stay-up-to-date/releases/2021-04')),
    // A client-side redirect stub: its inline script is allowed by a per-page hash.
    ...(await violationsOn(page, '/reference/modules/vpc/vpc-app')),
    ...(await violationsOn(page, '/search?q=vpc', async (p) => {
      await expect(p.getByRole('status')).toHaveText(/\d+ results?/);
    })),
    ...(await violationsOn(page, docPath, async (p) => {
      await p.keyboard.press('Control+k');
      const dialog = p.getByRole('dialog', { name: 'Search the documentation' });
      await dialog.getByRole('combobox', { name: 'Search docs' }).fill('terragrunt');
      await expect(dialog.getByRole('option').first()).toBeVisible();
    })),
  ];
  expect(violations).toEqual([]);
  expect(consoleReports).toEqual([]);
});

/** Sends bytes exactly as given (a browser or HTTP client would normalise them) and reads the reply. */
function rawRequest(baseURL: string, request: string): Promise<string> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const socket = connect({ host: hostname, port: Number(port) }, () => {
      socket.end(request);
    });
    let reply = '';
    socket.setEncoding('latin1');
    socket.setTimeout(5000, () => socket.destroy(new Error('no reply in 5 s')));
    socket.on('data', (chunk: string) => (reply += chunk));
    socket.on('end', () => {
      resolve(reply);
    });
    socket.on('error', reject);
  });
}

test.describe('production server under abuse', () => {
  test('keeps the build marker private', async ({ request }) => {
    expect((await request.get('/.build-complete')).status()).toBe(404);
  });

  test('never redirects /\\host, which browsers read as //host', async ({ baseURL }) => {
    for (const path of ['/\\example.com/page.html', '/\\example.com/', '/%5Cexample.com/x.html']) {
      const reply = await rawRequest(
        baseURL ?? '',
        `GET ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`,
      );
      const location = /^location: (.*)$/im.exec(reply)?.[1]?.trim();
      expect(location === undefined || !/^\/[\\/]/.test(location), `${path} -> ${location}`).toBe(
        true,
      );
    }
  });

  test('keeps serving pages while 2,000 idle connections are open', async ({
    request,
    baseURL,
  }) => {
    test.setTimeout(60_000);
    const { hostname, port } = new URL(baseURL ?? '');
    const idle: Socket[] = [];
    try {
      await Promise.all(
        Array.from(
          { length: 2000 },
          () =>
            new Promise<void>((resolve) => {
              const socket = connect({ host: hostname, port: Number(port) }, () => {
                resolve();
              });
              socket.on('error', () => {
                resolve();
              });
              idle.push(socket);
            }),
        ),
      );
      const started = Date.now();
      const response = await request.get(docPath, { timeout: 5000 });
      expect(response.status()).toBe(200);
      expect(Date.now() - started).toBeLessThan(5000);
    } finally {
      for (const socket of idle) socket.destroy();
    }
  });
});

test.describe('stopping the production server', () => {
  const serves = async (port: number): Promise<boolean> =>
    fetch(`http://127.0.0.1:${port}/`).then(
      (response) => response.ok,
      () => false,
    );
  const until = async (check: () => Promise<boolean>, ms: number): Promise<boolean> => {
    for (const end = Date.now() + ms; Date.now() < end;) {
      if (await check()) return true;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    return check();
  };

  for (const signal of ['SIGTERM', 'SIGKILL'] as const) {
    test(`stops nginx when its npm process gets ${signal}`, async () => {
      test.setTimeout(60_000);
      const port = signal === 'SIGTERM' ? 4191 : 4192;
      const buildDir = process.env.E2E_BUILD_DIR ?? 'build';
      const npm = spawn(
        'npm',
        ['run', '--silent', 'serve:prod', '--', '--port', String(port), '--build', buildDir],
        { stdio: 'ignore' },
      );
      try {
        expect(await until(() => serves(port), 30_000)).toBe(true);
        npm.kill(signal);
        expect(await until(async () => !(await serves(port)), 5_000)).toBe(true);
      } finally {
        npm.kill('SIGKILL');
      }
    });
  }
});
