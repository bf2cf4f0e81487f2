import { gzipSync } from 'node:zlib';
import { settleScripts, splitScripts, type RequestSeen } from '../../scripts/bench/first-load';
import { firstLoadBudgets } from '../budgets';
import { test, expect, waitForHydration } from './fixtures';

for (const { label, path: pagePath, kib } of firstLoadBudgets) {
  test(`${label} runs at most ${kib} KiB of JavaScript (gzip) on first load`, async ({
    page,
    request,
    baseURL,
  }) => {
    const requests: RequestSeen[] = [];
    page.on('request', (seen) => {
      requests.push({ url: seen.url(), resourceType: seen.resourceType() });
    });
    await page.goto(pagePath);
    await waitForHydration(page);
    await settleScripts(page);
    const { executed } = splitScripts(requests, new URL(baseURL ?? '').origin);
    let bytes = 0;
    for (const script of executed) {
      const body = await (await request.get(script)).body();
      bytes += gzipSync(body, { level: 9 }).length;
    }
    const measured = bytes / 1024;
    expect(
      measured,
      `${label}: ${measured.toFixed(1)} KiB in ${executed.length} scripts (${executed.join(', ')})`,
    ).toBeLessThanOrEqual(kib);
  });
}
