import { test, expect, open } from './fixtures';

const modulePath = '/reference/modules/terraform-aws-vpc/vpc-app';

test.beforeEach(async ({ context }) => {
  await context.route(/^https:\/\/github\.com\//, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: '<title>GitHub stand-in</title>',
    }),
  );
});

test('shows a module page with its version, usage tabs and linkable inputs', async ({ page }) => {
  await open(page, modulePath);
  await expect(page.getByRole('heading', { level: 1, name: 'VPC App' })).toBeVisible();
  await expect(page.getByText('v0.26.0', { exact: true })).toBeVisible();

  const terragrunt = page.getByRole('tab', { name: 'Terragrunt' });
  await terragrunt.click();
  await expect(terragrunt).toHaveAttribute('aria-selected', 'true');
  await expect(
    page.getByRole('tabpanel').getByText('find_in_parent_folders("root.hcl")'),
  ).toBeVisible();

  for (const name of ['Required inputs', 'Optional inputs', 'Outputs']) {
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  }
  await page.locator('.table-of-contents').getByRole('link', { name: 'num_nat_gateways' }).click();
  await expect(page).toHaveURL(/#num_nat_gateways$/);
  await expect(page.getByRole('heading', { level: 3, name: 'num_nat_gateways' })).toBeInViewport();
});

test('reaches a module page from the bare group URL', async ({ page }) => {
  await page.goto('/reference/modules/vpc/vpc-app');
  await expect(page).toHaveURL(new RegExp(`${modulePath}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'VPC App' })).toBeVisible();
});

test('warns before View Source opens the private repository', async ({ page, context }) => {
  await open(page, modulePath);
  await page.getByRole('link', { name: 'View Source' }).click();
  const dialog = page.getByRole('dialog', { name: 'For Subscribers Only' });
  await expect(dialog).toContainText('private terraform-aws-vpc repository');
  const popup = context.waitForEvent('page');
  await page.getByRole('button', { name: 'Continue to GitHub' }).click();
  expect((await popup).url()).toBe(
    'https://github.com/gruntwork-io/terraform-aws-vpc/tree/v0.26.0/modules/vpc-app',
  );
});

test('opens the public utilities repository without a warning', async ({ page, context }) => {
  await open(page, '/reference/modules/terraform-aws-utilities/join-path');
  const popup = context.waitForEvent('page');
  await page.getByRole('link', { name: 'View Source' }).click();
  expect((await popup).url()).toMatch(
    /^https:\/\/github\.com\/gruntwork-io\/terraform-aws-utilities\//,
  );
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('lists the catalogs in the Library Reference sidebar', async ({ page }) => {
  await open(page, '/library/reference');
  const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
  await expect(sidebar.getByRole('link', { name: 'Find a module' })).toBeVisible();
  await expect(sidebar.getByRole('button', { name: 'Service Catalog' })).toBeVisible();
  await expect(sidebar.getByRole('button', { name: 'Module Catalog' })).toBeVisible();
});

test('finds modules and services, filtered by type', async ({ page }) => {
  await open(page, '/library/reference');
  const finder = page.getByRole('region', { name: 'Find a module' });
  await finder.getByRole('searchbox', { name: 'Search modules and services' }).fill('flow logs');
  await expect(finder.getByRole('link', { name: /VPC Flow Logs/ })).toBeVisible();

  await finder.getByRole('radio', { name: 'Services' }).check();
  // Earlier cards stay until the filtered answer arrives, so poll until only services remain.
  await expect
    .poll(async () => {
      const hrefs = await finder
        .getByRole('link')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
      return hrefs.length > 0 && hrefs.every((href) => href.startsWith('/reference/services/'));
    })
    .toBe(true);

  await finder.getByRole('radio', { name: 'Modules' }).check();
  await expect(finder.getByRole('link', { name: /VPC Flow Logs/ })).toBeVisible();
});

test('lists tagged service pages on a tag page', async ({ page }) => {
  await open(page, '/tags/vpc');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('VPC');
  await page.getByRole('link', { name: 'Management VPC' }).click();
  await expect(page).toHaveURL(/\/reference\/services\/networking\/management-vpc$/);
  await open(page, '/tags');
  await expect(page.getByRole('link', { name: /^VPC/ }).first()).toBeVisible();
});
