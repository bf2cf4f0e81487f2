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

test('shows a month with its repositories, versions, dates, modules and summaries', async ({
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

test('says what kind of change each release is, in our summary', async ({ page }) => {
  await open(page, '/guides/stay-up-to-date/releases/2021-04');
  await expect(page.getByText('Kind:').first()).toBeVisible();
  await expect(
    page.getByText(/^(Breaking change|Feature|Fix|Dependencies|Docs)$/).first(),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Release on GitHub' }).first()).toBeVisible();
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
  expect(versions.length).toBeGreaterThan(100);
  // Newest first by date: a backport of an older line sits where it was published.
  const dates = (await page.getByText(/^\d{1,2}\/\d{1,2}\/\d{4}$/).allTextContents()).map(
    (text) => {
      const [month = 0, day = 0, year = 0] = text.split('/').map(Number);
      return year * 10000 + month * 100 + day;
    },
  );
  expect(dates.length).toBe(versions.length);
  expect(dates).toEqual([...dates].sort((a, b) => b - a));
});
