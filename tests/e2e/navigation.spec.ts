import { test, expect, open } from './fixtures';

test.describe('URL normalisation', () => {
  for (const [suffixed, clean, title] of [
    ['/intro/overview/getting-started.html', '/intro/overview/getting-started', 'Getting started'],
    ['/patcher/index.html', '/patcher', 'Patcher'],
  ] as const) {
    test(`serves ${suffixed} as ${clean}`, async ({ page }) => {
      await page.goto(suffixed);
      await expect(page).toHaveURL(clean);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    });
  }
});

test.describe('scrolling after navigation', () => {
  const docPath = '/intro/overview/intro-to-gruntwork';

  test('scrolls to the top of the next page when the link has no hash', async ({ page }) => {
    await open(page, docPath);
    await page.mouse.move(600, 500);
    await page.mouse.wheel(0, 1500);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page
      .getByRole('navigation', { name: 'Docs pages' })
      .getByRole('link', { name: /Next/ })
      .click();
    await expect(page).toHaveURL(/what-we-provide$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('scrolls to the heading a hash link points at', async ({ page }) => {
    await open(page, docPath);
    const toc = page.locator('.table-of-contents');
    await toc.getByRole('link', { name: 'Where to go next' }).click();
    await expect(page).toHaveURL(/#where-to-go-next$/);
    await expect(page.getByRole('heading', { name: 'Where to go next' })).toBeInViewport();
  });

  test('keeps the scroll position when only the query string changes', async ({ page }) => {
    await open(page, docPath);
    await page.mouse.move(600, 500);
    await page.mouse.wheel(0, 1200);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    const before = await page.evaluate(() => window.scrollY);
    // Push a query-only change through the router, as a search box updating ?q= does.
    await page.evaluate(() => {
      window.history.pushState(null, '', '?view=compact');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page).toHaveURL(/\?view=compact$/);
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => window.scrollY)).toBe(before);
  });
});

test.describe('route changes', () => {
  // Routes outside the core section reach the browser with their section's chunk
  // (plugins/lean-bundle/routes-loader.cjs) and each docs sidebar in its own; a client-side
  // move into one must still render the page with its sidebar.
  test('moves into another site section and back without reloading', async ({ page }) => {
    await open(page, '/');
    await page.evaluate(() => Object.assign(window, { beforeNavigation: true }));
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: 'Production Framework', exact: true })
      .click();
    await expect(page).toHaveURL(/\/guides\/production-framework$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'The Production Framework' }),
    ).toBeVisible();
    // Its sidebar is a module of its own (loader.cjs), loaded before the page renders.
    await expect(
      page
        .getByRole('navigation', { name: 'Docs sidebar' })
        .getByRole('link', { name: 'Gruntwork solutions' }),
    ).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('navigation', { name: 'Docs pages' })).toHaveCount(0);
    expect(await page.evaluate(() => 'beforeNavigation' in window)).toBe(true);
  });

  test('shows the progress bar while the next page loads slowly', async ({ page }) => {
    await open(page, '/intro/overview/intro-to-gruntwork');
    // Hold back the next page's data so loading outlasts the 200 ms progress-bar delay.
    await page.route('**/assets/js/*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page
      .getByRole('navigation', { name: 'Docs pages' })
      .getByRole('link', { name: /Next/ })
      .click();
    await expect(page.locator('#nprogress')).toBeAttached();
    await expect(page).toHaveURL(/what-we-provide$/);
    await expect(page.locator('#nprogress')).not.toBeAttached();
  });

  test('reloads the page when the next page fails to load', async ({ page, consoleErrors }) => {
    await open(page, '/intro/overview/intro-to-gruntwork');
    // A marker on window survives client-side navigation but not a full reload.
    await page.evaluate(() => Object.assign(window, { beforeReload: true }));
    await page.route('**/assets/js/*.js', (route) => route.abort());
    const reloaded = page.waitForEvent('load');
    await page
      .getByRole('navigation', { name: 'Docs pages' })
      .getByRole('link', { name: /Next/ })
      .click();
    await reloaded;
    await expect(page).toHaveURL(/\/intro\/overview\/what-we-provide$/);
    expect(await page.evaluate(() => 'beforeReload' in window)).toBe(false);
    await page.unroute('**/assets/js/*.js');
    // The aborted chunk requests are logged; that is the scenario under test.
    consoleErrors.length = 0;
  });
});
