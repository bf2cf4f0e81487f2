import type { Page } from '@playwright/test';
import { test, expect, open } from './fixtures';

const docPath = '/intro/overview/intro-to-gruntwork';
const modal = (page: Page) => page.getByRole('dialog', { name: 'Search the documentation' });
const input = (page: Page) => modal(page).getByRole('combobox', { name: 'Search docs' });

async function search(page: Page, query: string): Promise<void> {
  await input(page).fill(query);
  await expect(modal(page).getByRole('option').first()).toBeVisible();
}

test.describe('search modal', () => {
  test('opens from the navbar button and closes with Escape, giving focus back', async ({
    page,
  }) => {
    await open(page, docPath);
    const button = page.getByRole('button', { name: 'Search' });
    await button.click();
    await expect(input(page)).toBeFocused();
    await expect(input(page)).toHaveAttribute('placeholder', 'Search docs');
    await page.keyboard.press('Escape');
    await expect(modal(page)).toBeHidden();
    await expect(button).toBeFocused();
  });

  test('opens with Ctrl+K and with "/", but not while typing in a field', async ({ page }) => {
    await open(page, docPath);
    await page.keyboard.press('Control+k');
    await expect(modal(page)).toBeVisible();
    await page.keyboard.press('Escape');

    await page.keyboard.press('/');
    await expect(modal(page)).toBeVisible();
    await page.keyboard.press('Escape');

    await open(page, '/library/reference');
    const field = page.getByRole('searchbox', { name: 'Search modules and services' });
    await field.fill('a/b');
    await expect(field).toHaveValue('a/b');
    await expect(modal(page)).toBeHidden();
  });

  test('closes on a click outside the dialog', async ({ page }) => {
    await open(page, docPath);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(modal(page)).toBeVisible();
    await page.mouse.click(5, 5);
    await expect(modal(page)).toBeHidden();
  });

  test('groups highlighted results by section and opens one with the keyboard', async ({
    page,
  }) => {
    await open(page, docPath);
    await page.keyboard.press('Control+k');
    await search(page, 'terragrunt');
    await expect(modal(page).locator('mark').first()).toBeVisible();
    const sections = await modal(page).locator('[class*="section"]').allTextContents();
    expect(sections.length).toBeGreaterThan(0);
    expect(new Set(sections).size).toBe(sections.length);

    const options = modal(page).getByRole('option');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowUp');
    const firstTitle = (await options.first().locator('span').first().textContent()) ?? '';
    await page.keyboard.press('Enter');
    await expect(modal(page)).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(firstTitle);
  });

  test('opens a result on click', async ({ page }) => {
    await open(page, docPath);
    await page.keyboard.press('Control+k');
    await search(page, 'patcher report');
    await modal(page).getByRole('option').first().click();
    await expect(modal(page)).toBeHidden();
    await expect(page).not.toHaveURL(new RegExp(`${docPath}$`));
  });

  test('links to the full results page', async ({ page }) => {
    await open(page, docPath);
    await page.keyboard.press('Control+k');
    await search(page, 'terraform');
    const seeAll = modal(page).getByRole('link', { name: /^See all \d+ results$/ });
    await seeAll.click();
    await expect(page).toHaveURL(/\/search\?q=terraform$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Search results for "terraform"',
    );
  });

  test('says so when nothing matches and suggests other queries', async ({ page }) => {
    await open(page, docPath);
    await page.keyboard.press('Control+k');
    await input(page).fill('qwxzvvbnm');
    await expect(modal(page)).toContainText('No results for "qwxzvvbnm"');
    await expect(modal(page)).toContainText('Try searching for');
    await expect(modal(page)).toContainText('Believe this query should return results?');
    await expect(modal(page).getByRole('link', { name: 'Let us know.' })).toHaveAttribute(
      'href',
      /^https:\/\/github\.com\/gruntwork-io\/docs\/issues\/new/,
    );
    await modal(page).getByRole('button', { name: 'vpc' }).click();
    await expect(input(page)).toHaveValue('vpc');
    await expect(modal(page).getByRole('option').first()).toBeVisible();
  });

  test('reports a failure to load the index', async ({ page, consoleErrors }) => {
    await page.route('**/search-index/**', (route) => route.abort());
    await open(page, docPath);
    await page.keyboard.press('Control+k');
    await input(page).fill('terraform');
    await expect(modal(page)).toContainText('Unable to fetch results');
    await expect(modal(page)).toContainText('You might want to check your network connection.');
    // The blocked requests are logged by the browser; that is the scenario under test.
    consoleErrors.length = 0;
  });
});

test.describe('search page', () => {
  test('shows results for a /search?q= link and updates the URL as you type', async ({ page }) => {
    await open(page, '/search?q=control%20tower');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Search results for "control tower"',
    );
    await expect(page.getByRole('status')).toHaveText(/\d+ results?/);
    const box = page.getByRole('searchbox', { name: 'Search docs' });
    await box.fill('cloudtrail');
    await expect(page).toHaveURL(/\/search\?q=cloudtrail$/);
    await expect(page.locator('main ol li').first()).toBeVisible();
  });

  test('filters by section and pages through results', async ({ page }) => {
    await open(page, '/search?q=terraform');
    const status = page.getByRole('status');
    await expect(status).toHaveText(/^\d+ results?$/);
    const total = Number((await status.textContent())?.split(' ')[0]);
    expect(total).toBeGreaterThan(10);
    await page
      .getByRole('navigation', { name: 'Search result pages' })
      .getByRole('button', { name: 'Next' })
      .click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByText(/Page 2 of \d+/)).toBeVisible();

    await page.getByLabel('Section').selectOption('Pipelines');
    await expect(page).toHaveURL(/section=Pipelines/);
    await expect(page).not.toHaveURL(/page=2/);
    // Previous results stay on screen while the filtered ones load, so poll until they change.
    await expect
      .poll(async () => [
        ...new Set(await page.locator('main ol li [class*="section"]').allTextContents()),
      ])
      .toEqual(['Pipelines']);
  });
});
