import { test, expect, open } from './fixtures';

const docPath = '/intro/overview/intro-to-gruntwork';

test('hides the navbar on scroll down and shows it again on scroll up', async ({ page }) => {
  await open(page, docPath);
  const navbar = page.getByRole('navigation', { name: 'Main' });
  await page.mouse.move(600, 500);
  // Scroll in steps as a reader does; the navbar reacts to the direction between events.
  for (let step = 0; step < 4; step += 1) await page.mouse.wheel(0, 300);
  await expect(navbar).not.toBeInViewport();
  await page.mouse.wheel(0, -300);
  await expect(navbar).toBeInViewport();
});

test('lists only h2 and h3 headings in the table of contents', async ({ page }) => {
  // This guide has h4 headings under its manual steps; they must stay out of the TOC.
  await open(page, '/guides/stay-up-to-date/cis/cis-1.4.0');
  const ids = (selector: string) =>
    page.locator(selector).evaluateAll((els) => els.map((el) => `#${el.id}`));
  const h2h3 = await ids('article .markdown :is(h2, h3)[id]');
  const h4 = await ids('article .markdown h4[id]');
  const toc = await page
    .locator('.table-of-contents a')
    .evaluateAll((els) => els.map((el) => el.getAttribute('href')));
  expect(h4.length).toBeGreaterThan(0);
  expect(toc).toEqual(h2h3);
});

test('offers no button to hide the sidebar', async ({ page }) => {
  await open(page, docPath);
  await expect(page.getByRole('navigation', { name: 'Docs sidebar' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Collapse sidebar/i })).toHaveCount(0);
});

test('keeps a sidebar category open when another one opens', async ({ page }) => {
  await open(page, docPath);
  const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
  const first = sidebar.getByRole('button', { name: 'What you get' });
  const second = sidebar.getByRole('button', { name: 'Get started' });
  await first.click();
  await second.click();
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await expect(second).toHaveAttribute('aria-expanded', 'true');
});

test('shows the edit link to the docs repository and the last-updated date', async ({ page }) => {
  await open(page, docPath);
  await expect(page.getByRole('link', { name: 'Edit this page' })).toHaveAttribute(
    'href',
    'https://github.com/gruntwork-io/docs/edit/main/docs/intro/overview/intro-to-gruntwork.mdx',
  );
  await expect(page.getByText(/Last updated on/)).toBeVisible();
});

test.describe('mobile layout', () => {
  test('switches to the hamburger menu below 996 px', async ({ page }) => {
    await page.setViewportSize({ width: 995, height: 800 });
    await open(page, docPath);
    await expect(page.getByRole('button', { name: 'Toggle navigation bar' })).toBeVisible();
    await page.setViewportSize({ width: 997, height: 800 });
    await expect(page.getByRole('button', { name: 'Toggle navigation bar' })).toBeHidden();
  });

  test('shows the doc sidebar in the menu with a way back to the main menu', async ({ page }) => {
    await page.setViewportSize({ width: 400, height: 800 });
    await open(page, docPath);
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    const back = page.getByRole('button', { name: /Back to main menu/ });
    await expect(back).toBeVisible();
    await back.click();
    const menu = page.locator('.navbar-sidebar');
    await expect(menu.getByRole('link', { name: 'Tools', exact: true })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Sign In' })).toBeVisible();
  });
});

test.describe('announcement bar', () => {
  test('can be dismissed and stays dismissed', async ({ page }) => {
    await open(page, '/');
    const bar = page.getByRole('banner').filter({ hasText: 'New to Gruntwork?' });
    await expect(bar).toBeVisible();
    await bar.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByText('New to Gruntwork?')).toBeHidden();
    await page.reload();
    await expect(page.getByText('New to Gruntwork?')).toBeHidden();
  });
});
