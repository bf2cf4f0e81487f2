/**
 * The lean build against the stock runtime (LEAN_BUNDLE=off, build-stock/), measured in the
 * same run on this machine: first-load JavaScript, Lighthouse performance and total blocking
 * time of each budget page, side by side with their ratio. On a shared machine only a ratio
 * from one run is a stable figure.
 */
import { spawn } from 'node:child_process';
import { chromium, type Browser } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../../tests/chromium.ts';
import { firstLoadBudgets } from '../../tests/budgets.ts';
import { settleScripts, splitScripts, weigh, type RequestSeen } from './first-load.ts';
import { runLighthouse } from './lighthouse.mts';

type Side = { label: string; buildDir: string; port: number };

/** Resolves once the server at `origin` answers its home page. */
export async function waitFor(origin: string): Promise<void> {
  for (let attempt = 0; attempt < 60; attempt += 1) {
    try {
      if ((await fetch(`${origin}/`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the server on ${origin} did not start`);
}

/** The scripts a page runs on load (and fetches by itself just after), weighed in `buildDir`. */
export async function measureFirstLoad(
  browser: Browser,
  origin: string,
  buildDir: string,
  pagePath: string,
) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const requests: RequestSeen[] = [];
    page.on('request', (request) => {
      requests.push({ url: request.url(), resourceType: request.resourceType() });
    });
    await page.goto(`${origin}${pagePath}`);
    await settleScripts(page);
    const { executed, prefetched } = splitScripts(requests, origin);
    return { run: weigh(buildDir, executed), later: weigh(buildDir, prefetched) };
  } finally {
    await context.close();
  }
}

const ratio = (lean: number, stock: number) => (stock === 0 ? 'n/a' : (lean / stock).toFixed(2));

/** Prints the comparison; both builds must exist. */
export async function compareWithStock(lean: Side, stock: Side): Promise<void> {
  const servers = [lean, stock].map((side) =>
    spawn(
      'npm',
      ['run', 'serve:prod', '--', '--port', String(side.port), '--build', side.buildDir],
      {
        stdio: 'ignore',
        detached: true,
      },
    ),
  );
  try {
    await Promise.all([lean, stock].map((side) => waitFor(`http://127.0.0.1:${side.port}`)));
    const urls = firstLoadBudgets.flatMap(({ path: pagePath }) =>
      [lean, stock].map((side) => `http://127.0.0.1:${side.port}${pagePath}`),
    );
    // Alternating lean and stock pages, so both see the same machine load.
    const scores = await runLighthouse(urls);
    // A fresh browser per page: a page measured after another in the same browser can miss
    // scripts that load late (the zoom library, 1 s after the page), and the comparison would
    // depend on the order.
    const firstLoad = async (side: Side, pagePath: string) => {
      const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
      try {
        const origin = `http://127.0.0.1:${side.port}`;
        return (await measureFirstLoad(browser, origin, side.buildDir, pagePath)).run.gzip;
      } finally {
        await browser.close();
      }
    };
    for (const [i, { label, path: pagePath }] of firstLoadBudgets.entries()) {
      const [leanJs, stockJs] = [await firstLoad(lean, pagePath), await firstLoad(stock, pagePath)];
      const [l, s] = [scores[2 * i], scores[2 * i + 1]];
      if (!l || !s) continue;
      console.log(
        `lean vs stock ${label.padEnd(16)} first-load JS ${(leanJs / 1024).toFixed(1)} vs ${(stockJs / 1024).toFixed(1)} KiB (ratio ${ratio(leanJs, stockJs)}); performance ${l.performance} vs ${s.performance}; TBT ${l.totalBlockingTimeMs.toFixed(0)} vs ${s.totalBlockingTimeMs.toFixed(0)} ms (ratio ${ratio(l.totalBlockingTimeMs, s.totalBlockingTimeMs)})`,
      );
    }
  } finally {
    for (const server of servers) if (server.pid) process.kill(-server.pid);
  }
}
