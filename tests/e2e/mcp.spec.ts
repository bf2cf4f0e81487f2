/**
 * The MCP server over the production build answers search_docs with the same first results as
 * the site's /search page (one engine, one index, one ranking), and check_module_call rejects
 * a misspelt and a missing input against the real reference.
 */
import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { expect, open, test } from './fixtures';

const buildDir = process.env.E2E_BUILD_DIR ?? 'build';
const root = path.join(__dirname, '..', '..');

let client: Client;

/** A tool's answer: its text and structured content. */
async function call(name: string, args: Record<string, unknown>) {
  const answer = (await client.callTool({ name, arguments: args })) as {
    content: { text?: string }[];
    structuredContent?: Record<string, unknown>;
  };
  return {
    text: answer.content.map((part) => part.text ?? '').join('\n'),
    data: answer.structuredContent ?? {},
  };
}

test.beforeAll(async () => {
  client = new Client({ name: 'e2e', version: '1.0.0' });
  await client.connect(
    new StdioClientTransport({
      command: process.execPath,
      args: [path.join(root, 'scripts', 'mcp', 'start.mjs'), '--build', buildDir],
      stderr: 'pipe',
    }),
  );
});

test.afterAll(async () => {
  await client.close();
});

for (const query of ['vpc-app', 'How do I rotate RDS passwords?', 'patcher update']) {
  test(`search_docs and /search agree on "${query}"`, async ({ page }) => {
    await open(page, `/search?q=${encodeURIComponent(query)}`);
    const links = page.locator(`main ol[data-results-for="${query}"] li a`);
    await expect(links.first()).toBeVisible();
    const site = await links.evaluateAll((anchors: HTMLAnchorElement[]) =>
      anchors.slice(0, 5).map((anchor) => {
        const url = new URL(anchor.href);
        return url.pathname + url.hash;
      }),
    );
    const { data } = await call('search_docs', { query, limit: 5 });
    const mcp = (data.results as { url: string }[]).map((hit) => {
      const url = new URL(hit.url);
      return url.pathname + url.hash;
    });
    expect(mcp).toEqual(site);
  });
}

test('check_module_call names a misspelt and a missing input of vpc-app', async () => {
  const found = await call('find_module', { query: 'vpc-app' });
  expect((found.data.modules as { id: string }[])[0]?.id).toBe('modules/vpc/vpc-app');
  const code = [
    'module "vpc" {',
    '  source = "git::git@github.com:gruntwork-io/terraform-aws-vpc.git//modules/vpc-app?ref=v0.26.6"',
    '  vpc_nmae         = "stage"',
    '  cidr_block       = "10.20.0.0/16"',
    '}',
  ].join('\n');
  const { text } = await call('check_module_call', { code });
  expect(text).toContain('requires num_nat_gateways, vpc_name');
  expect(text).toContain('has no input vpc_nmae (did you mean vpc_name?)');
});
