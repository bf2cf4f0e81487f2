import { test, expect, open } from './fixtures';

test.describe('navbar', () => {
  for (const { path, active } of [
    { path: '/intro/overview/intro-to-gruntwork', active: ['Intro'] },
    { path: '/reference/modules/terraform-aws-vpc/vpc-app', active: ['Library Reference'] },
    { path: '/discussions/knowledge-base/15', active: [] },
  ]) {
    test(`marks the section of ${path} as the current one`, async ({ page }) => {
      await page.setViewportSize({ width: 1400, height: 900 });
      await open(page, path);
      const nav = page.getByRole('navigation', { name: 'Main' });
      await expect(nav.locator('.navbar__link--active')).toHaveText(active);
    });
  }

  test('shows the left items and a brand link home', async ({ page }) => {
    await open(page, '/intro/overview/intro-to-gruntwork');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const name of ['Intro', 'Library Reference', 'Tools', 'Courses']) {
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(nav.getByRole('link', { name: 'Gruntwork Docs' }).first()).toHaveAttribute(
      'href',
      '/',
    );
  });

  test('opens the Docs dropdown with the six products', async ({ page }) => {
    await open(page, '/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Docs' }).hover();
    const expected = {
      'DevOps Foundations': '/foundations/overview',
      Library: '/library/overview',
      Pipelines: '/pipelines/overview',
      Patcher: '/patcher',
      'Reference Architecture': '/refarch/whats-this/what-is-a-reference-architecture',
      'Developer Portal': '/developer-portal/create-account',
    };
    for (const [name, href] of Object.entries(expected)) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
  });

  test('shows Knowledge Base, Support and Sign In on wide screens', async ({ page }) => {
    await open(page, '/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Knowledge Base' })).toHaveAttribute(
      'href',
      'https://github.com/gruntwork-io/knowledge-base/discussions',
    );
    await expect(nav.getByRole('link', { name: 'Support', exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      'https://app.gruntwork.io',
    );
    await expect(nav.getByRole('button', { name: 'More' })).toBeHidden();
  });

  test('collects the right-hand links under More on narrower desktops', async ({ page }) => {
    await page.setViewportSize({ width: 1100, height: 800 });
    await open(page, '/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Sign In' })).toBeHidden();
    await nav.getByRole('button', { name: 'More' }).hover();
    await expect(nav.getByRole('link', { name: 'Sign In' })).toBeVisible();
  });

  test('has a language dropdown listing English', async ({ page }) => {
    await open(page, '/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: /English/ }).hover();
    await expect(nav.getByRole('link', { name: 'English' })).toBeVisible();
  });
});

test.describe('footer', () => {
  test('has four link groups, a logo and the copyright', async ({ page }) => {
    await open(page, '/');
    const footer = page.getByRole('contentinfo');
    for (const group of ['Company', 'Community', 'Resources', 'Legal']) {
      await expect(footer.getByText(group, { exact: true })).toBeVisible();
    }
    await expect(footer.getByRole('link', { name: 'Gruntwork Releases' })).toHaveAttribute(
      'href',
      '/guides/stay-up-to-date',
    );
    await expect(footer.getByRole('link', { name: 'Style Guides' })).toHaveAttribute(
      'href',
      '/guides/style',
    );
    await expect(footer.getByRole('img', { name: 'Gruntwork logo' })).toBeVisible();
    await expect(footer).toContainText('© 2020 – 2023 Gruntwork, Inc.');
  });
});

test.describe('home page', () => {
  test('shows the tagline and a card for each product', async ({ page }) => {
    await open(page, '/');
    await expect(
      page.getByText('Learn how to deploy and manage your entire infrastructure as code.'),
    ).toBeVisible();
    const products = page.getByRole('list', { name: 'Products' });
    await expect(products.getByRole('link')).toHaveCount(8);
    await products.getByRole('link', { name: /Patcher/ }).click();
    await expect(page).toHaveURL(/\/patcher$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Patcher' })).toBeVisible();
  });
});

test.describe('not found', () => {
  test('shows the not-found page with status 404 for an unknown path', async ({
    page,
    consoleErrors,
  }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    // The browser logs the 404 of the document itself; nothing else may fail.
    expect(consoleErrors).toEqual([expect.stringContaining('404')]);
    consoleErrors.length = 0;
  });
});
