import { test, expect, open } from './fixtures';

test('loads no tag manager when no container id is configured', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (req) => requests.push(req.url()));
  await open(page, '/');
  expect(await page.locator('script[src*="googletagmanager"]').count()).toBe(0);
  expect(requests.filter((url) => url.includes('googletagmanager'))).toEqual([]);
});

test('serves its fonts from the site itself', async ({ page }) => {
  const fontRequests: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'font') fontRequests.push(req.url());
  });
  await open(page, '/intro/overview/intro-to-gruntwork');
  await page.evaluate(() => document.fonts.ready);
  const loaded = await page.evaluate(() => document.fonts.check('16px "Inter Variable"'));
  expect(loaded).toBe(true);
  expect(fontRequests.length).toBeGreaterThan(0);
  for (const url of fontRequests) expect(new URL(url).host).toBe(new URL(page.url()).host);
});

test('includes the baseUrl issue banner on the home page only', async ({ request }) => {
  const home = await (await request.get('/')).text();
  const doc = await (await request.get('/intro/overview/intro-to-gruntwork')).text();
  expect(home).toContain('__docusaurus-base-url-issue-banner-container');
  expect(doc).not.toContain('__docusaurus-base-url-issue-banner-container');
});

test('highlights the configured languages', async ({ page }) => {
  const samples: [string, string][] = [
    ['/intro/overview/prerequisites', 'json'],
    ['/pipelines/data-collection', 'yaml'],
    ['/intro/overview/getting-started', 'hcl'],
    ['/intro/overview/getting-started', 'bash'],
    ['/courses', 'go'],
    ['/courses', 'docker'],
  ];
  for (const [path, language] of samples) {
    await open(page, path);
    const block = page.locator(`pre.language-${language}, div.language-${language} pre`).first();
    await expect(block, `${language} block on ${path}`).toBeVisible();
    expect(await block.locator('.token').count(), `${language} tokens`).toBeGreaterThan(3);
  }
});

test('highlights code blocks after client-side navigation, with working buttons', async ({
  page,
}) => {
  await open(page, '/intro/overview/intro-to-gruntwork');
  await page.locator('a[href="/intro/overview/getting-started"]').first().click();
  await expect(page).toHaveURL(/\/intro\/overview\/getting-started$/);
  const block = page.locator('pre.language-hcl, div.language-hcl pre').first();
  await expect(block.locator('.token.keyword').first()).toBeVisible();
  await expect(page.getByText('This page crashed')).toHaveCount(0);
  await block.hover();
  await expect(page.getByRole('button', { name: 'Copy code to clipboard' }).first()).toBeVisible();
});

test('release pages name the Atom feed for feed readers', async ({ request }) => {
  for (const path of [
    '/guides/stay-up-to-date/releases',
    '/guides/stay-up-to-date/releases/2023-08',
    '/guides/stay-up-to-date/releases/repo/terraform-aws-vpc',
  ]) {
    const html = await (await request.get(path)).text();
    const link = /<link[^>]*rel="?alternate"?[^>]*type="?application\/atom\+xml"?[^>]*>/.exec(html);
    expect(link?.[0], path).toContain('/guides/stay-up-to-date/releases/atom.xml');
  }
  const feed = await request.get('/guides/stay-up-to-date/releases/atom.xml');
  expect(feed.ok()).toBe(true);
  expect(await feed.text()).toContain('<feed xmlns="http://www.w3.org/2005/Atom">');
});

test('every kind of page has a link-preview card that the site serves', async ({ request }) => {
  const cards: [string, string][] = [
    ['/intro/overview/intro-to-gruntwork', '/img/social/site.png'],
    ['/reference/modules/terraform-aws-vpc/vpc-app', '/img/social/reference.png'],
    ['/discussions/knowledge-base/331', '/img/social/knowledge-base.png'],
    ['/guides/stay-up-to-date/releases/2023-08', '/img/social/release-notes.png'],
  ];
  for (const [path, card] of cards) {
    const html = await (await request.get(path)).text();
    const image = /<meta[^>]*property="?og:image"?[^>]*content="?([^"\s>]+)/.exec(html)?.[1];
    expect(image, path).toBe(`https://docs.gruntwork.io${card}`);
    expect(html, path).toMatch(/name="?twitter:image"?/);
    const png = await request.get(card);
    expect(png.headers()['content-type'], card).toBe('image/png');
  }
});
