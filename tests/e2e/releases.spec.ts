import { test, expect, open } from './fixtures';

test('lists every month newest first on the releases index', async ({ page }) => {
  await open(page, '/guides/stay-up-to-date/releases');
  await expect(page.getByRole('heading', { level: 1, name: 'Release notes' })).toBeVisible();
  const months = await page
    .locator('article .markdown li a[href^="/guides/stay-up-to-date/releases/20"]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')?.split('/').pop() ?? ''));
  expect(months).toHaveLength(87);
  expect(months[0]).toBe('2023-08');
  expect(months.at(-1)).toBe('2016-06');
  expect(months).toEqual([...months].sort().reverse());
});

test('shows a month with its repositories, versions, dates, modules and notes', async ({
  page,
}) => {
  await open(page, '/guides/stay-up-to-date/releases/2021-04');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Release notes for April 2021' }),
  ).toBeVisible();
  const repoLinks = page.locator('article .markdown ul').first().getByRole('link');
  expect(await repoLinks.count()).toBeGreaterThanOrEqual(3);
  const firstRepo = (await repoLinks.first().textContent()) ?? '';
  await repoLinks.first().click();
  await expect(page).toHaveURL(new RegExp(`#${firstRepo}$`));
  await expect(page.getByRole('heading', { level: 2, name: firstRepo })).toBeInViewport();

  await expect(page.getByText(/^\d{1,2}\/\d{1,2}\/2021$/).first()).toBeVisible();
  await expect(page.getByText('Modules affected:').first()).toBeVisible();
  const version = page.locator('article h3 a[href*="/releases/tag/v"]').first();
  await expect(version).toHaveAttribute(
    'href',
    /^https:\/\/github\.com\/gruntwork-io\/[a-z0-9-]+\/releases\/tag\/v\d+\.\d+\.\d+$/,
  );
  const toc = await page.locator('.table-of-contents a').allTextContents();
  expect(toc).toContain(firstRepo);
});

test('expands long notes instead of cutting them off', async ({ page }) => {
  await open(page, '/guides/stay-up-to-date/releases/2021-04');
  const toggle = page.getByRole('button', { name: 'Show more' }).first();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(page.getByRole('button', { name: 'Show less' }).first()).toHaveAttribute(
    'aria-expanded',
    'true',
  );
});

test('shows the newest months on the stay-up-to-date page and offers a feed', async ({
  page,
  request,
}) => {
  await open(page, '/guides/stay-up-to-date');
  await expect(page.getByRole('link', { name: 'August 2023' })).toHaveAttribute(
    'href',
    '/guides/stay-up-to-date/releases/2023-08',
  );
  const feed = await request.get('/guides/stay-up-to-date/releases/atom.xml');
  expect(feed.status()).toBe(200);
  expect(await feed.text()).toContain('<feed xmlns="http://www.w3.org/2005/Atom">');
});

test('lists one repository history newest first', async ({ page }) => {
  await open(page, '/guides/stay-up-to-date/releases/repo/terraform-aws-vpc');
  const versions = await page.locator('article h2 a[href*="/releases/tag/"]').allTextContents();
  expect(versions.length).toBeGreaterThan(20);
  const numbers = versions.map((v) => v.slice(1).split('.').map(Number));
  const sorted = [...numbers].sort(
    (a, b) => (b[0] ?? 0) - (a[0] ?? 0) || (b[1] ?? 0) - (a[1] ?? 0) || (b[2] ?? 0) - (a[2] ?? 0),
  );
  expect(numbers).toEqual(sorted);
});
