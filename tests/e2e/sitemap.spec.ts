import { readFileSync } from 'node:fs';
import { test, expect, waitForHydration } from './fixtures';

// Every URL the sitemap lists must load, hydrate and log no console error.
const sitemap = readFileSync('build/sitemap.xml', 'utf8');
const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
  (m) => new URL(m[1] ?? '').pathname,
);

test('the sitemap lists the home page and the docs', () => {
  expect(paths).toContain('/');
  expect(paths).toContain('/intro/overview/intro-to-gruntwork');
  expect(paths.length).toBeGreaterThan(40);
});

for (const path of paths) {
  test(`loads ${path}`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    await expect(page.locator('h1').first()).toBeVisible();
  });
}
