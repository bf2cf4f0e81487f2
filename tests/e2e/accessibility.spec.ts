/**
 * Accessibility gate: axe (WCAG 2.x A and AA rules) over one page of every page type, in both
 * colour modes, plus the two dialogs. Any violation fails with the rule, its impact and the
 * offending elements, so the report says what to fix.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect, open } from './fixtures';

const samples: [string, string][] = [
  ['home', '/'],
  ['doc page', '/intro/overview/intro-to-gruntwork'],
  ['section landing', '/guides'],
  ['FAQ', '/faq'],
  ['module reference', '/reference/modules/terraform-aws-vpc/vpc-app'],
  ['service reference', '/reference/services/networking/management-vpc'],
  ['find a module', '/library/reference'],
  ['knowledge-base index', '/discussions/knowledge-base'],
  ['knowledge-base article', '/discussions/knowledge-base/213'],
  ['release notes index', '/guides/stay-up-to-date/releases'],
  ['release notes month', '/guides/stay-up-to-date/releases/2023-01'],
  ['tag index', '/tags'],
  ['tag page', '/tags/vpc'],
  ['search page', '/search?q=vpc'],
  ['tools', '/tools'],
  ['courses', '/courses'],
  ['support', '/support'],
  ['products', '/products'],
  ['not found', '/this-page-does-not-exist'],
];

async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact ?? 'unknown'}): ${violation.nodes
        .slice(0, 5)
        .map((node) => node.target.join(' '))
        .join(' | ')}`,
  );
}

for (const mode of ['light', 'dark'] as const) {
  test.describe(`${mode} mode`, () => {
    test.use({ colorScheme: mode });

    for (const [label, path] of samples) {
      test(`${label} has no axe violations`, async ({ page, consoleErrors }) => {
        await page.addInitScript((theme) => {
          localStorage.setItem('theme', theme);
        }, mode);
        await open(page, path);
        if (path.startsWith('/search')) {
          await expect(page.getByRole('main').getByRole('link').first()).toBeVisible();
        }
        // The not-found page logs the failed request for itself; nothing else may log errors.
        if (label === 'not found') consoleErrors.length = 0;
        expect(await violations(page)).toEqual([]);
      });
    }
  });
}

test('the search modal with results has no axe violations', async ({ page }) => {
  await open(page, '/intro/overview/intro-to-gruntwork');
  await page.keyboard.press('Control+k');
  const dialog = page.getByRole('dialog', { name: 'Search the documentation' });
  await dialog.getByRole('combobox', { name: 'Search docs' }).fill('vpc');
  await expect(dialog.getByRole('option').first()).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

test('the private-repository warning has no axe violations', async ({ page }) => {
  await open(page, '/library/overview');
  await page.getByRole('link', { name: 'terraform-aws-vpc' }).click();
  await expect(page.getByRole('dialog', { name: 'For Subscribers Only' })).toBeVisible();
  expect(await violations(page)).toEqual([]);
});
