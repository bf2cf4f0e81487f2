import { readFileSync } from 'node:fs';
import { test, expect, waitForHydration } from './fixtures';

// Every URL the sitemap lists must load with status 200, hydrate and log no console error.
// Pages are visited in batches that share one browser page, so a 1,000-page site stays fast.
// npm run test:stock sweeps the LEAN_BUNDLE=off build the same way.
const sitemap = readFileSync(`${process.env.E2E_BUILD_DIR ?? 'build'}/sitemap.xml`, 'utf8');
const allPaths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
  (m) => new URL(m[1] ?? '').pathname,
);
// E2E_SWEEP_EVERY=n visits every n-th page (all sections, each page type): the stock-runtime
// build differs from the lean one in runtime code only, and its slower pages would otherwise
// double the sweep's share of CI time.
const every = Math.max(1, Number(process.env.E2E_SWEEP_EVERY ?? 1) || 1);
const paths = allPaths.filter((_, index) => index % every === 0);
const batches = 12;

test('the sitemap lists the home page and the docs', () => {
  expect(allPaths).toContain('/');
  expect(allPaths).toContain('/intro/overview/intro-to-gruntwork');
  expect(allPaths.length).toBeGreaterThan(200);
  expect(paths.length).toBeGreaterThan(allPaths.length / every - 1);
});

test('the sitemap dates its pages and leaves out the search page', () => {
  expect(allPaths).not.toContain('/search');
  const dated = new Map(
    [...sitemap.matchAll(/<url><loc>([^<]+)<\/loc><lastmod>(\d{4}-\d{2}-\d{2})<\/lastmod>/g)].map(
      (m) => [new URL(m[1] ?? '').pathname, m[2] ?? ''],
    ),
  );
  // Hand-written pages carry their git date, generated ones the date of their newest release.
  expect(dated.get('/intro/overview/intro-to-gruntwork')).toMatch(/^20\d\d-/);
  expect(dated.get('/guides/stay-up-to-date/releases/2023-08')).toBe('2023-08-30');
  expect(dated.get('/reference/modules/terraform-aws-vpc/vpc-app')).toMatch(/^2023-/);
  const handWritten = allPaths.filter(
    (path) =>
      /^\/(intro|library|foundations|refarch|guides|pipelines|patcher|faq)\//.test(path) &&
      !path.startsWith('/guides/stay-up-to-date/releases'),
  );
  expect(handWritten.length).toBeGreaterThan(200);
  expect(handWritten.filter((path) => !dated.has(path))).toEqual([]);
});

for (let batch = 0; batch < batches; batch += 1) {
  const mine = paths.filter((_, index) => index % batches === batch);
  test(`loads sitemap pages, batch ${batch + 1} of ${batches}`, async ({ page, consoleErrors }) => {
    test.setTimeout(60_000 + mine.length * 5_000);
    const failures: string[] = [];
    for (const path of mine) {
      const before = consoleErrors.length;
      const response = await page.goto(path);
      if (response?.status() !== 200) failures.push(`${path}: status ${response?.status()}`);
      await waitForHydration(page);
      if ((await page.locator('h1').count()) === 0) failures.push(`${path}: no h1`);
      for (const error of consoleErrors.slice(before)) failures.push(`${path}: ${error}`);
    }
    expect(failures).toEqual([]);
    consoleErrors.length = 0;
  });
}
