import { test, expect, open } from './fixtures';

test('an article states the problem and the fix, and links its thread and modules both ways', async ({
  page,
}) => {
  await open(page, '/discussions/knowledge-base');
  await page.getByLabel('Module').selectOption({ index: 1 });
  await expect(page).toHaveURL(/module=/);
  const first = page.locator('main ol li a').first();
  const title = (await first.textContent()) ?? '';
  const href = (await first.getAttribute('href')) ?? '';
  const number = /\/discussions\/knowledge-base\/(\d+)$/.exec(href)?.[1];
  expect(number).toBeDefined();
  await first.click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByRole('heading', { level: 2, name: 'The problem' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'How to fix it' })).toBeVisible();
  const github = page.getByRole('link', { name: 'View the full discussion on GitHub' });
  await expect(github).toHaveAttribute(
    'href',
    `https://github.com/gruntwork-io/knowledge-base/discussions/${number}`,
  );
  expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(
    await github.getAttribute('href'),
  );
  await expect(page.getByText(`Thread #${number}`)).toBeVisible();
  await expect(page.locator('.table-of-contents')).toHaveCount(0);
  // The edit link opens the article's data file, where a reader can fix it.
  await expect(page.getByRole('link', { name: 'Edit this page' })).toHaveAttribute(
    'href',
    `https://github.com/gruntwork-io/docs/edit/main/data/discussions/${number}.yml`,
  );

  // The article links the module's reference page, which links the article back.
  const reference = page.locator('h2:has-text("Reference") + ul a').first();
  await reference.click();
  await expect(page).toHaveURL(/\/reference\/(modules|services)\//);
  await expect(page.getByRole('heading', { level: 2, name: 'Knowledge base' })).toBeVisible();
  await expect(page.getByRole('link', { name: title, exact: true })).toHaveAttribute(
    'href',
    `/discussions/knowledge-base/${number}`,
  );
});

test('lists articles newest thread first, filtered by words, area and module, across pages', async ({
  page,
}) => {
  await open(page, '/discussions/knowledge-base');
  const status = page.getByRole('status');
  await expect(status).toHaveText(/^\d+ articles$/);
  const total = Number((await status.textContent())?.split(' ')[0]);
  expect(total).toBeGreaterThan(400);

  const numbers = await page
    .locator('main ol li [class*="meta"]')
    .evaluateAll((items) => items.map((item) => Number(/^#(\d+)/.exec(item.textContent)?.[1])));
  expect(numbers.length).toBe(20);
  expect(numbers).toEqual([...numbers].sort((a, b) => b - a));

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();

  await page.getByLabel('Product area').selectOption('terragrunt');
  await expect(page).toHaveURL(/area=terragrunt/);
  const narrowed = Number((await status.textContent())?.split(' ')[0]);
  expect(narrowed).toBeLessThan(total);
  await expect(page.locator('main ol li [class*="meta"]').first()).toContainText('Terragrunt');

  await page.getByRole('searchbox', { name: 'Filter articles' }).fill('zzzz-not-a-word');
  await expect(status).toHaveText('0 articles');
});

test('an article links back to the index filtered by its product area', async ({ page }) => {
  await open(page, '/discussions/knowledge-base/213');
  const area = page.locator('main a[href^="/discussions/knowledge-base?area="]');
  const label = (await area.textContent()) ?? '';
  await area.click();
  await expect(page.getByLabel('Product area')).toHaveValue(/.+/);
  await expect(page.locator('main ol li [class*="meta"]').first()).toContainText(label);
});
