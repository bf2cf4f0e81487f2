import path from 'node:path';
import { splitScripts, weigh, type RequestSeen } from '../../scripts/bench/first-load';
import { firstLoadBudgets } from '../budgets';
import { test, expect, waitForHydration } from './fixtures';

const buildDir = path.resolve('build');

for (const { label, path: pagePath, kib } of firstLoadBudgets) {
  test(`${label} runs at most ${kib} KiB of JavaScript (gzip) on first load`, async ({
    page,
    baseURL,
  }) => {
    const requests: RequestSeen[] = [];
    page.on('request', (request) => {
      requests.push({ url: request.url(), resourceType: request.resourceType() });
    });
    await page.goto(pagePath);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    const { executed } = splitScripts(requests, new URL(baseURL ?? '').origin);
    const weight = weigh(buildDir, executed);
    const measured = weight.gzip / 1024;
    expect(
      measured,
      `${label}: ${measured.toFixed(1)} KiB in ${weight.files} scripts (${executed.join(', ')})`,
    ).toBeLessThanOrEqual(kib);
  });
}
