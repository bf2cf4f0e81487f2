/**
 * How pages load: prefetching of linked pages (spec section 1) and code blocks that hydrate
 * without the highlighter (src/theme/CodeBlock).
 */
import type { Page } from '@playwright/test';
import { test, expect, open } from './fixtures';

const modulePage = '/reference/modules/terraform-aws-vpc/vpc-app';

/** Hrefs of the prefetch links the page has added once it has been idle for a while. */
async function prefetchedHrefs(page: Page): Promise<string[]> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(
    () => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 3000 })),
  );
  return page
    .locator('link[rel="prefetch"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
}

test('prefetches the scripts of linked pages with link prefetch, each file once', async ({
  page,
  request,
}) => {
  await open(page, modulePage);
  const hrefs = await prefetchedHrefs(page);
  expect(hrefs.length).toBeGreaterThan(3);
  expect(new Set(hrefs).size).toBe(hrefs.length);
  for (const href of hrefs) expect(href).toMatch(/^\/assets\/js\/[^/]+\.js$/);
  // Every file exists: most chunks' hashes come from their route section (chunk-hashes.ts).
  const statuses = await Promise.all(hrefs.map(async (href) => (await request.get(href)).status()));
  expect(statuses.filter((status) => status !== 200)).toEqual([]);
});

for (const connection of [
  { name: 'save-data is on', value: { saveData: true, effectiveType: '4g' } },
  { name: 'the connection is 2g', value: { saveData: false, effectiveType: '2g' } },
]) {
  test(`prefetches nothing when ${connection.name}`, async ({ page }) => {
    await page.addInitScript((value) => {
      Object.defineProperty(navigator, 'connection', { value, configurable: true });
    }, connection.value);
    await open(page, modulePage);
    expect(await prefetchedHrefs(page)).toEqual([]);
  });
}

test('shows highlighted code in tabs without downloading the highlighter', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'script') scripts.push(req.url());
  });
  await open(page, modulePage);
  await page.waitForLoadState('networkidle');
  const panel = page.getByRole('tabpanel').first();
  await expect(panel.locator('.token').first()).toBeVisible();
  expect(scripts.filter((url) => /prism/i.test(url))).toEqual([]);

  await page.getByRole('tab', { name: 'Terragrunt' }).click();
  await expect(
    page.getByRole('tabpanel').filter({ visible: true }).locator('.token').first(),
  ).toBeVisible();
});
