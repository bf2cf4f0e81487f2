import { test, expect, open } from './fixtures';

test('shows an article with its question, accepted answer and a link to GitHub', async ({
  page,
}) => {
  await open(page, '/discussions/knowledge-base');
  const first = page.locator('main ol li a').first();
  const title = (await first.textContent()) ?? '';
  await first.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByRole('region', { name: 'Question' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Accepted answer' })).toContainText(
    'Accepted answer by',
  );
  const github = page.getByRole('link', { name: 'View the full discussion on GitHub' });
  await expect(github).toHaveAttribute(
    'href',
    /^https:\/\/github\.com\/gruntwork-io\/knowledge-base\/discussions\/\d+$/,
  );
  const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
  expect(canonical).toBe(await github.getAttribute('href'));
  await expect(page.locator('.table-of-contents')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Edit this page' })).toHaveCount(0);
});

test('lists articles newest first, filtered by words and label, across pages', async ({ page }) => {
  await open(page, '/discussions/knowledge-base');
  const status = page.getByRole('status');
  await expect(status).toHaveText(/^\d+ articles$/);
  const total = Number((await status.textContent())?.split(' ')[0]);
  expect(total).toBeGreaterThan(20);

  const dates = await page
    .locator('main ol li [class*="meta"]')
    .evaluateAll((items) => items.map((item) => item.textContent));
  const parsed = dates.map((text) => Date.parse(text.split(' · ')[2] ?? ''));
  expect(parsed).toEqual([...parsed].sort((a, b) => b - a));

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();

  await page.getByLabel('Label').selectOption({ index: 1 });
  await expect(page).toHaveURL(/label=/);
  const narrowed = Number((await status.textContent())?.split(' ')[0]);
  expect(narrowed).toBeLessThan(total);

  await page.getByRole('searchbox', { name: 'Filter articles' }).fill('zzzz-not-a-word');
  await expect(status).toHaveText('0 articles');
});
