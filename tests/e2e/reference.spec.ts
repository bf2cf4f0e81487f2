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
  await expect(page.getByText('v0.26.6', { exact: true })).toBeVisible();

  const terragrunt = page.getByRole('tab', { name: 'Terragrunt' });
  await terragrunt.click();
  await expect(terragrunt).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel').getByText('vpc-app?ref=v0.26.6')).toBeVisible();

  for (const name of ['Required inputs', 'Optional inputs', 'Outputs']) {
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  }
  const input = page.getByRole('heading', { level: 3, name: 'num_nat_gateways' });
  await expect(input.locator('..')).toContainText('Required');
  await expect(
    page.getByRole('heading', { level: 3, name: 'nat_gateway_custom_tags' }).locator('..'),
  ).toContainText('Default');
  await input.hover();
  await input.getByRole('link').click();
  await expect(page).toHaveURL(/#num_nat_gateways$/);
});

test('leads Release Notes to the module changelog, whose versions open their month entries', async ({
  page,
}) => {
  await open(page, modulePath);
  await page.getByRole('link', { name: 'Release Notes' }).click();
  await expect(page).toHaveURL(/#changelog$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Changelog' })).toBeInViewport();
  const entry = page
    .locator('#changelog ~ ul a[href^="/guides/stay-up-to-date/releases/"]')
    .first();
  const href = (await entry.getAttribute('href')) ?? '';
  expect(href).toMatch(/^\/guides\/stay-up-to-date\/releases\/\d{4}-\d{2}#terraform-aws-vpc-v/);
  await entry.click();
  await expect(
    page.getByRole('heading', {
      level: 3,
      name: href
        .split('#')[1]
        ?.replace(/^terraform-aws-vpc-v/, 'v')
        .replace(/-/g, '.'),
    }),
  ).toBeInViewport();
});

test('opens a page at an input anchor', async ({ page }) => {
  await open(page, `${modulePath}#nat_gateway_custom_tags`);
  await expect(
    page.getByRole('heading', { level: 3, name: 'nat_gateway_custom_tags' }),
  ).toBeInViewport();
});

test('filters inputs and outputs by name, section and type, keeping every item in the HTML', async ({
  page,
}) => {
  const html = await (await page.request.get(modulePath)).text();
  // Minified HTML may drop the quotes around attribute values.
  expect(html).toMatch(/id="?output-nat_gateway_ids\b/);
  expect(html).toMatch(/id="?vpc_name\b/);

  await open(page, modulePath);
  const filter = page.getByRole('search', { name: 'Filter inputs and outputs' });
  // The heading's name also holds its "Direct link" anchor, so match the item name as a prefix.
  const item = (name: string) =>
    page.getByRole('heading', { level: 3, name: new RegExp(`^${name}(?![a-z_])`) }).first();
  await filter.getByRole('searchbox').fill('nat gateway');
  await expect(item('num_nat_gateways')).toBeVisible();
  await expect(item('vpc_name')).toBeHidden();
  await expect(item('nat_gateway_ids')).toBeVisible();

  await filter.getByRole('combobox', { name: 'Section' }).selectOption('optional');
  await expect(item('nat_gateway_ids')).toBeHidden();
  await expect(item('nat_gateway_custom_tags')).toBeVisible();

  await filter.getByRole('combobox', { name: 'Type' }).selectOption('map');
  await expect(item('nat_gateway_custom_tags')).toBeVisible();
  await expect(item('num_nat_gateways')).toBeHidden();
  await expect(page.getByText('No input here matches the filter.').first()).toBeVisible();

  await filter.getByRole('searchbox').fill('');
  await filter.getByRole('combobox', { name: 'Section' }).selectOption('all');
  await filter.getByRole('combobox', { name: 'Type' }).selectOption('');
  await expect(item('vpc_name')).toBeVisible();
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
    'https://github.com/gruntwork-io/terraform-aws-vpc/tree/v0.26.6/modules/vpc-app',
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
