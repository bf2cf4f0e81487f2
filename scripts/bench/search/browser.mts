/**
 * Types queries into the built site's /search page in Chromium and reads what a reader sees:
 * result links in order, their excerpts, and the time from the last keystroke to the results.
 * Engine-agnostic: it only reads the page.
 */
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../../../tests/chromium.ts';
import type { QueryAnswer, RelevanceQuery } from './metrics.ts';

export interface BrowserRun {
  answers: QueryAnswer[];
  /** Durations of the page's own search measure (engine and index loads), first query left out. */
  engineMs: number[];
  firstQuery: { raw: number; gzip: number; files: number };
}

async function readResults(page: Page): Promise<{ urls: string[]; excerpts: string[] }> {
  return page.evaluate(() => {
    const items = [...document.querySelectorAll('main ol li')];
    return {
      urls: items.map((item) => item.querySelector('a')?.getAttribute('href') ?? ''),
      excerpts: items.map((item) => item.querySelector('p')?.innerHTML ?? ''),
    };
  });
}

/**
 * Waits until the page shows the answer to `query`: a result list marked as answering it
 * (`data-results-for`), or "No results". A page without that mark (an older build) keeps the
 * previous results on screen while the next load, so there the list must stay the same for
 * 600 ms after the network is idle.
 */
async function waitForAnswer(page: Page, query: string): Promise<void> {
  await page.waitForFunction(
    (q) => {
      const heading = document.querySelector('main h1')?.textContent ?? '';
      if (heading !== `Search results for "${q}"`) return false;
      const marked = document.querySelector('main [data-results-for]');
      if (marked) return marked.getAttribute('data-results-for') === q;
      const text = document.querySelector('main')?.textContent ?? '';
      return (
        text.includes(`No results for "${q}"`) || document.querySelector('main ol li') !== null
      );
    },
    query,
    { timeout: 30_000, polling: 'raf' },
  );
  if (await page.locator('main [data-results-for]').count()) return;
  await page.waitForLoadState('networkidle');
  let last = '';
  for (let stable = 0; stable < 6;) {
    await page.waitForTimeout(100);
    const now = await page.evaluate(() => document.querySelector('main ol')?.textContent ?? '');
    stable = now === last ? stable + 1 : 0;
    last = now;
  }
}

/** Runs every query through the /search page of `origin`, one browser tab, in order. */
export async function runInBrowser(
  origin: string,
  queries: readonly RelevanceQuery[],
): Promise<BrowserRun> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const page = await browser.newPage();
    // What search costs up to the first answer: every index file (the page loads the facets on
    // mount) and the code fetched after the page had loaded (the engine).
    const firstQuery = { raw: 0, gzip: 0, files: 0 };
    let pageLoaded = false;
    let counting = true;
    page.on('response', (response) => {
      const isIndex = new URL(response.url()).pathname.startsWith('/search-index/');
      if (!counting || (!isIndex && !pageLoaded)) return;
      void response.body().then(
        (body) => {
          firstQuery.raw += body.length;
          firstQuery.gzip += gzipSync(body).length;
          firstQuery.files += 1;
        },
        () => undefined,
      );
    });
    await page.goto(`${origin}/search`, { waitUntil: 'networkidle' });
    pageLoaded = true;
    const box = page.getByRole('searchbox', { name: 'Search docs' });
    const answers: QueryAnswer[] = [];
    for (const [i, query] of queries.entries()) {
      await box.fill('');
      const started = Date.now();
      await box.fill(query.q);
      await waitForAnswer(page, query.q);
      const latencyMs = Date.now() - started;
      if (i === 0) {
        await page.waitForLoadState('networkidle');
        counting = false;
      }
      answers.push({ ...(await readResults(page)), latencyMs });
    }
    // Time inside the page's search (ranking, index files, excerpts), per query after the first.
    const engineMs = await page.evaluate(() =>
      performance.getEntriesByName('site-search').map((entry) => entry.duration),
    );
    return { answers, firstQuery, engineMs: engineMs.slice(1) };
  } finally {
    await browser.close();
  }
}
