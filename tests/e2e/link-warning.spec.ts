import type { Page } from '@playwright/test';
import { test, expect, open } from './fixtures';

const privateRepo = 'https://github.com/gruntwork-io/terraform-aws-vpc';

// Pages that open in a new tab get a local stand-in for GitHub: tests stay on loopback.
test.beforeEach(async ({ context }) => {
  await context.route(/^https:\/\/(www\.)?github\.com\//, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: '<title>GitHub stand-in</title>',
    }),
  );
});

/** Opens a doc page and appends a link, as any page, card or generated button would carry. */
async function pageWithLink(page: Page, href: string, text = 'the repository'): Promise<void> {
  await open(page, '/intro/overview/what-we-provide');
  await page.evaluate(
    ({ href, text }) => {
      const anchor = document.createElement('a');
      anchor.href = href;
      anchor.target = '_blank';
      anchor.rel = 'noopener noreferrer';
      anchor.innerHTML = `<span class="card"><strong>${text}</strong></span>`;
      document.querySelector('article .markdown')?.prepend(anchor);
    },
    { href, text },
  );
}

const dialog = (page: Page) => page.getByRole('dialog', { name: 'For Subscribers Only' });

test('warns before a markdown link opens a private repository', async ({ page }) => {
  await open(page, '/library/overview');
  await page.getByRole('link', { name: 'terraform-aws-vpc' }).click();
  await expect(dialog(page)).toBeVisible();
  await expect(dialog(page)).toContainText(
    'This link leads to the private terraform-aws-vpc repository visible only to subscribers; everyone else will see a 404.',
  );
  await expect(page.getByRole('button', { name: 'Cancel' })).toBeFocused();
});

test('closes on Cancel and returns focus to the link', async ({ page, context }) => {
  await pageWithLink(page, privateRepo, 'VPC card');
  const opened: string[] = [];
  context.on('page', (p) => opened.push(p.url()));
  await page.getByText('VPC card').click();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog(page)).toBeHidden();
  await expect(page.getByRole('link', { name: 'VPC card' })).toBeFocused();
  expect(opened).toEqual([]);
});

test('closes on Escape and on a click outside the dialog', async ({ page }) => {
  await pageWithLink(page, privateRepo, 'VPC card');
  await page.getByText('VPC card').click();
  await expect(dialog(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();

  await page.getByText('VPC card').click();
  await expect(dialog(page)).toBeVisible();
  await page.mouse.click(5, 5);
  await expect(dialog(page)).toBeHidden();
});

test('keeps Tab inside the dialog', async ({ page }) => {
  await pageWithLink(page, privateRepo, 'VPC card');
  await page.getByText('VPC card').click();
  await expect(page.getByRole('button', { name: 'Cancel' })).toBeFocused();
  const names: string[] = [];
  for (let i = 0; i < 6; i += 1) {
    await page.keyboard.press('Tab');
    names.push(
      await page.evaluate(() =>
        document.activeElement?.closest('dialog') ? document.activeElement.textContent : 'outside',
      ),
    );
  }
  expect(names).toEqual(['Continue to GitHub', '', 'Cancel', 'Continue to GitHub', '', 'Cancel']);
});

test('opens GitHub in a new tab on Continue, then closes', async ({ page, context }) => {
  await pageWithLink(page, `${privateRepo}/releases`, 'VPC card');
  await page.getByText('VPC card').click();
  const popup = context.waitForEvent('page');
  await page.getByRole('button', { name: 'Continue to GitHub' }).click();
  const tab = await popup;
  expect(tab.url()).toBe(`${privateRepo}/releases`);
  expect(await tab.evaluate(() => window.opener === null)).toBe(true);
  await expect(dialog(page)).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('dontWarnGitHubLinks'))).toBeNull();
});

test('remembers "Don\'t warn me again" for private repositories', async ({ page, context }) => {
  await pageWithLink(page, privateRepo, 'VPC card');
  await page.getByText('VPC card').click();
  await page.getByRole('checkbox', { name: "Don't warn me again" }).check();
  const first = context.waitForEvent('page');
  await page.getByRole('button', { name: 'Continue to GitHub' }).click();
  await (await first).close();
  expect(await page.evaluate(() => localStorage.getItem('dontWarnGitHubLinks'))).toBe('true');

  await expect(dialog(page)).toBeHidden();
  const second = context.waitForEvent('page');
  await page.getByText('VPC card').click();
  expect((await second).url()).toBe(privateRepo);
  await expect(dialog(page)).toBeHidden();
});

test('never warns about public repositories or the organisation root', async ({
  page,
  context,
}) => {
  for (const href of [
    'https://github.com/gruntwork-io/terragrunt',
    'https://github.com/gruntwork-io',
  ]) {
    await pageWithLink(page, href, 'Open card');
    const popup = context.waitForEvent('page');
    await page.getByText('Open card').click();
    expect((await popup).url()).toBe(href);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }
});

test('lets a Ctrl-click open the link without a dialog', async ({ page, context }) => {
  await pageWithLink(page, privateRepo, 'VPC card');
  const popup = context.waitForEvent('page');
  await page.getByText('VPC card').click({ modifiers: ['ControlOrMeta'] });
  // The browser opens its own background tab (outside request routing, so only its arrival is
  // checked); the page itself shows no dialog.
  expect(await popup).toBeTruthy();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('does not load the dialog code until a warned link is clicked', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'script') scripts.push(req.url());
  });
  await pageWithLink(page, privateRepo, 'VPC card');
  const before = scripts.length;
  await page.getByText('VPC card').click();
  await expect(dialog(page)).toBeVisible();
  expect(scripts.length).toBeGreaterThan(before);
});
