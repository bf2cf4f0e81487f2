/**
 * The lean build against the stock runtime (LEAN_BUNDLE=off, build-stock/), measured in the
 * same run on this machine: first-load JavaScript, Lighthouse performance and total blocking
 * time of each budget page, side by side with their ratio. On a shared machine only a ratio
 * from one run is a stable figure.
 */
import { spawn } from 'node:child_process';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../../tests/chromium.ts';
import { firstLoadBudgets } from '../../tests/budgets.ts';
import { settleScripts, splitScripts, weigh, type RequestSeen } from './first-load.ts';
import { runLighthouse } from './lighthouse.mts';

type Side = { label: string; buildDir: string; port: number };

async function waitFor(origin: string): Promise<void> {
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

async function firstLoad(side: Side, pagePath: string): Promise<number> {
  const origin = `http://127.0.0.1:${side.port}`;
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const page = await browser.newPage();
    const requests: RequestSeen[] = [];
    page.on('request', (request) => {
      requests.push({ url: request.url(), resourceType: request.resourceType() });
    });
    await page.goto(`${origin}${pagePath}`);
    await settleScripts(page);
    return weigh(side.buildDir, splitScripts(requests, origin).executed).gzip;
  } finally {
    await browser.close();
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
