import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
import { markdownDangers } from '../corpus/xss';
import { test, expect, open } from './fixtures';

test('serves llms.txt, and every page it links to resolves', async ({ request }) => {
  const response = await request.get('/llms.txt');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('text/plain; charset=utf-8');
  const text = await response.text();
  expect(text).toMatch(/^# Gruntwork Docs\n\n> /);
  expect(text).toContain('## Library reference (modules and services)');
  const links = [...text.matchAll(/\]\((https?:\/\/[^)]+)\)/g)].map((match) => match[1] ?? '');
  expect(links.length).toBeGreaterThan(200);
  const broken: string[] = [];
  for (const link of links) {
    const { pathname } = new URL(link);
    const linked = await request.get(pathname, { maxRedirects: 0 });
    if (linked.status() !== 200) broken.push(`${pathname}: ${linked.status()}`);
  }
  expect(broken).toEqual([]);
});

test('serves a page as Markdown, named by the page and listed in llms-full.txt', async ({
  page,
  request,
}) => {
  const path = '/reference/modules/terraform-aws-vpc/vpc-app';
  const response = await request.get(`${path}.md`);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('text/markdown; charset=utf-8');
  const markdown = await response.text();
  expect(markdown).toMatch(/^# VPC App\n/);
  expect(markdown).toContain('## Required inputs');
  expect(markdown).toMatch(/### `num_nat_gateways`\n\n- \*\*Type:\*\* `number`/);
  expect(markdown).toContain('```hcl title="main.tf"');
  expect(markdown).not.toContain('](/');
  expect(markdown).not.toContain('View as Markdown');

  await open(page, path);
  await expect(page.locator('link[rel="alternate"][type="text/markdown"]')).toHaveAttribute(
    'href',
    `${path}.md`,
  );
  const full = await (await request.get('/llms-full.txt')).text();
  expect(full).toContain(`Source: https://docs.gruntwork.io${path}\n`);
});

test('copies the page as Markdown, loading the copy code only on click', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await open(page, '/library/overview');
  await page.waitForLoadState('networkidle');
  const before = scripts.length;
  const copy = page.getByRole('button', { name: 'Copy page' });
  await copy.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Copied' })).toHaveText(
    'Copied the page as Markdown',
  );
  expect(scripts.length, 'the copy code loads on use').toBeGreaterThan(before);
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(/^# What is Gruntwork Library\?\n/);

  const view = page.getByRole('link', { name: 'View as Markdown' });
  await expect(view).toHaveAttribute('href', '/library/overview.md');
});

test("serves a module's facts as JSON that its published schema accepts", async ({
  page,
  request,
}) => {
  const path = '/reference/modules/terraform-aws-vpc/vpc-app';
  const response = await request.get(`${path}.json`);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/json; charset=utf-8');
  const facts = (await response.json()) as {
    version: string;
    inputs: { name: string; required: boolean }[];
  };
  const schema = (await (
    await request.get('/schemas/reference-facts.schema.json')
  ).json()) as Record<string, unknown>;
  const ajv = new Ajv2020({ allErrors: true });
  ajv.addFormat('date', /^\d{4}-\d{2}-\d{2}$/);
  const validate = ajv.compile(schema);
  expect(validate(facts), JSON.stringify(validate.errors)).toBe(true);
  expect(facts.inputs.find((input) => input.name === 'num_nat_gateways')?.required).toBe(true);

  await open(page, path);
  await expect(page.locator('link[rel="alternate"][type="application/json"]')).toHaveAttribute(
    'href',
    `${path}.json`,
  );
});

// llms-full.txt is every twin in sidebar order with a title and source line each, so checking
// the twins checks it (parsing its 9 MB as one document takes minutes).
test('llms.txt and every Markdown twin stay inert as CommonMark with raw HTML', () => {
  const buildDir = process.env.E2E_BUILD_DIR ?? 'build';
  const twins = (readdirSync(buildDir, { recursive: true }) as string[]).filter((file) =>
    file.endsWith('.md'),
  );
  expect(twins.length).toBeGreaterThan(1000);
  const dangers = ['llms.txt', ...twins].flatMap((file) =>
    markdownDangers(readFileSync(path.join(buildDir, file), 'utf8')).map(
      (danger) => `${file}: ${danger}`,
    ),
  );
  expect(dangers).toEqual([]);
});
