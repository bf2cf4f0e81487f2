/** Weighs the JavaScript files a page requested, from the built files on disk. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export type JsWeight = { files: number; raw: number; gzip: number };

/** One request as the browser reported it: its URL and Chromium's resource type. */
export type RequestSeen = { url: string; resourceType: string };

/** Site paths of the same-origin .js files among the requested URLs, without duplicates. */
export function jsPaths(urls: readonly string[], origin: string): string[] {
  const paths = urls
    .map((url) => new URL(url))
    .filter((url) => url.origin === origin && url.pathname.endsWith('.js'))
    .map((url) => url.pathname);
  return [...new Set(paths)];
}

/**
 * Splits a page's scripts into those it runs (script tags and dynamic imports: resource type
 * "script") and those it only prefetches for links in view (`<link rel="prefetch">`, type
 * "other"), which download at idle priority and run only if the reader follows the link.
 */
export function splitScripts(
  requests: readonly RequestSeen[],
  origin: string,
): { executed: string[]; prefetched: string[] } {
  const executed = jsPaths(
    requests.filter((r) => r.resourceType === 'script').map((r) => r.url),
    origin,
  );
  const prefetched = jsPaths(
    requests.filter((r) => r.resourceType !== 'script').map((r) => r.url),
    origin,
  ).filter((file) => !executed.includes(file));
  return { executed, prefetched };
}

/** Raw and gzip (level 9) bytes of the given site paths in the build folder. */
export function weigh(buildDir: string, sitePaths: readonly string[]): JsWeight {
  let raw = 0;
  let gzip = 0;
  for (const sitePath of sitePaths) {
    const content = readFileSync(path.join(buildDir, sitePath));
    raw += content.length;
    gzip += gzipSync(content, { level: 9 }).length;
  }
  return { files: sitePaths.length, raw, gzip };
}

/** What settleScripts needs of a Playwright page (test runner's and playwright-core's alike). */
type SettlingPage = {
  waitForLoadState(state: 'networkidle'): Promise<void>;
  waitForTimeout(ms: number): Promise<void>;
};

/**
 * Waits until a page has loaded the scripts it fetches by itself after start-up: image zoom
 * (1 s after a route renders) and, in idle time, the route sections of links in view. They
 * count as first-load JavaScript, and waiting for them every time keeps the figure from
 * depending on when the network happened to be idle.
 */
export async function settleScripts(page: SettlingPage): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1500);
  await page.waitForLoadState('networkidle');
}
