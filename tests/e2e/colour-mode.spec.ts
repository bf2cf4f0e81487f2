import { test, expect, open } from './fixtures';

test('starts light and keeps the chosen dark mode across reloads', async ({ page }) => {
  await open(page, '/intro/overview/intro-to-gruntwork');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-theme', 'light');

  await page.getByRole('button', { name: /Switch between dark and light mode/ }).click();
  await expect(html).toHaveAttribute('data-theme', 'dark');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');

  await page.reload();
  await expect(html).toHaveAttribute('data-theme', 'dark');
});

test('ignores the system preference by default', async ({ browser }) => {
  const context = await browser.newContext({ colorScheme: 'dark' });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await context.close();
});

test('colours code for the chosen mode from the first paint and after switching', async ({
  page,
}) => {
  const keywordColour = () =>
    page
      .locator('pre .token.keyword')
      .first()
      .evaluate((element) => getComputedStyle(element).color);
  const blockBackground = () =>
    page
      .locator('pre.prism-code')
      .first()
      .evaluate((element) => getComputedStyle(element).backgroundColor);

  // Dark mode chosen earlier: the server-rendered code must already be in dark colours.
  await page.addInitScript(() => {
    localStorage.setItem('theme', 'dark');
  });
  await open(page, '/intro/overview/getting-started');
  expect(await keywordColour()).toBe('rgb(255, 121, 198)');
  expect(await blockBackground()).toBe('rgb(40, 42, 54)');

  await page.getByRole('button', { name: /Switch between dark and light mode/ }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  expect(await keywordColour()).toBe('rgb(207, 34, 46)');
  expect(await blockBackground()).toBe('rgb(246, 248, 250)');
});
