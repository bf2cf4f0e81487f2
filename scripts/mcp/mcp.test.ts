/**
 * The MCP server through the SDK's own client, over stdio and over Streamable HTTP, against a
 * small fixture build: every tool's answer, every bad input, 20 calls at once.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeFixtureBuild } from './__fixtures__/build';

const start = path.join(__dirname, 'start.mjs');

const vpcSource = 'git::git@github.com:gruntwork-io/terraform-aws-vpc.git//modules/vpc-app';

type ToolAnswer = {
  isError?: boolean;
  content: { type: string; text: string }[];
  structuredContent?: Record<string, unknown>;
};

let build: string;
let client: Client;

async function call(name: string, args: Record<string, unknown>, on = client): Promise<ToolAnswer> {
  return (await on.callTool({ name, arguments: args })) as ToolAnswer;
}
const text = (answer: ToolAnswer) => answer.content.map((part) => part.text).join('\n');

beforeAll(async () => {
  build = await writeFixtureBuild();
  client = new Client({ name: 'mcp-test', version: '1.0.0' });
  await client.connect(
    new StdioClientTransport({
      command: process.execPath,
      args: [start, '--build', build],
      stderr: 'pipe',
    }),
  );
}, 60_000);

afterAll(async () => {
  await client.close();
  await rm(build, { recursive: true, force: true });
});

describe('the MCP server over stdio', () => {
  it('lists its six tools, each with a description and an input schema', async () => {
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual([
      'check_module_call',
      'find_module',
      'get_module',
      'list_releases',
      'read_page',
      'search_docs',
    ]);
    for (const tool of tools) {
      expect(tool.description?.length).toBeGreaterThan(80);
      expect(tool.inputSchema.type).toBe('object');
    }
  });

  it('search_docs ranks as the site does and narrows by section', async () => {
    const answer = await call('search_docs', { query: 'vpc-app' });
    const results = answer.structuredContent?.results as { url: string; section: string }[];
    expect(results[0]?.url).toBe(
      'https://docs.gruntwork.io/reference/modules/terraform-aws-vpc/vpc-app',
    );
    const kb = await call('search_docs', { query: 'merger', section: 'knowledge base' });
    const kbResults = kb.structuredContent?.results as { url: string; section: string }[];
    expect(kbResults.map((hit) => hit.section)).toEqual(['Knowledge Base']);
  });

  it('read_page returns a page or one section, code blocks not taken for headings', async () => {
    const whole = await call('read_page', { url_or_path: 'https://docs.gruntwork.io/' });
    expect(text(whole)).toContain('The home page.');
    const section = await call('read_page', {
      url_or_path: '/reference/modules/terraform-aws-vpc/vpc-app.md',
      heading: 'cidr_block',
    });
    expect(text(section)).toBe(
      '### `cidr_block`\n\nThe VPC range.\n\n```bash\n# not a heading\n```',
    );
    const byAnchor = await call('read_page', {
      url_or_path: '/reference/modules/terraform-aws-vpc/vpc-app#outputs',
      heading: '#outputs',
    });
    expect(text(byAnchor)).toBe('## Outputs\n\nOne output.');
  });

  it('find_module and get_module give ids, required inputs and sample usage', async () => {
    const found = await call('find_module', { query: 'VPC App' });
    expect((found.structuredContent?.modules as { id: string }[])[0]?.id).toBe(
      'modules/vpc/vpc-app',
    );
    const facts = await call('get_module', { id: 'vpc-app' });
    expect(text(facts)).toContain(
      'Required inputs: cidr_block (string), num_nat_gateways (number), vpc_name (string)',
    );
    expect(text(facts)).toContain(`source = "${vpcSource}?ref=v0.26.6"`);
    expect(facts.structuredContent).toMatchObject({
      version: 'v0.26.6',
      releases: [{ version: 'v0.26.6' }],
    });
  });

  it('check_module_call names a misspelt input with the real one, and a missing required one', async () => {
    const code = `module "vpc" {\n  source = "${vpcSource}?ref=v0.26.6"\n  vpc_nmae = "prod"\n  cidr_block = "10.0.0.0/16"\n}`;
    const answer = await call('check_module_call', { code });
    expect(answer.isError).toBeUndefined();
    expect(text(answer)).toBe(
      [
        'line 1: terraform-aws-vpc//modules/vpc-app requires num_nat_gateways, vpc_name: set them or mark the elision with a "# ..." line',
        'line 3: terraform-aws-vpc//modules/vpc-app has no input vpc_nmae (did you mean vpc_name?)',
      ].join('\n'),
    );
    expect(answer.structuredContent).toMatchObject({
      ok: false,
      calls: ['terraform-aws-vpc//modules/vpc-app'],
    });
    const good = `module "vpc" {\n  source = "${vpcSource}?ref=v0.26.6"\n  # ...\n}`;
    expect((await call('check_module_call', { code: good })).structuredContent).toMatchObject({
      ok: true,
    });
  });

  it('list_releases narrows by repository, module and since', async () => {
    const answer = await call('list_releases', {
      repository: 'terraform-aws-vpc',
      since: 'v0.26.0',
    });
    const versions = (answer.structuredContent?.releases as { version: string }[]).map(
      (r) => r.version,
    );
    expect(versions).toEqual(['v0.26.6', 'v0.26.0']);
    const dated = await call('list_releases', { since: '2023-08' });
    expect((dated.structuredContent?.releases as unknown[]).length).toBe(2);
    const byModule = await call('list_releases', { module: 'vpc-app', limit: 1 });
    expect(text(byModule)).toContain('2023-08-10 terraform-aws-vpc v0.26.6 (fix)');
  });

  it.each([
    ['get_module', { id: 'no-such-module' }, 'no module "no-such-module"'],
    ['read_page', { url_or_path: '/no/such/page' }, 'no page at /no/such/page'],
    ['read_page', { url_or_path: '/../secret.txt' }, 'is outside the site'],
    ['read_page', { url_or_path: '/%2e%2e/%2e%2e/etc/passwd' }, 'is outside the site'],
    ['read_page', { url_or_path: 'https://evil.example/x' }, 'is not a page of'],
    ['read_page', { url_or_path: '/', heading: 'Nope' }, 'has no heading "Nope"'],
    ['search_docs', { query: '   ' }, 'query is empty'],
    ['search_docs', { query: 'x'.repeat(1024 * 1024) }, 'keep it under 500'],
    ['search_docs', { query: 'vpc', section: 'Nowhere' }, 'no section "Nowhere"'],
    ['check_module_call', { code: 'module "x" {\n  source = \n}' }, 'line 2: does not parse'],
    ['check_module_call', { code: 'resource "aws_vpc" "x" {}' }, 'no Gruntwork module call found'],
    ['list_releases', { repository: 'nope' }, 'no releases of "nope"'],
    ['list_releases', { since: 'last week' }, 'is neither a date'],
  ])('%s answers bad input with a tool error (%j)', async (name, args, message) => {
    const answer = await call(name, args);
    expect(answer.isError).toBe(true);
    expect(text(answer)).toContain(message);
    expect(text(answer)).not.toContain('internal error');
  });

  it('answers 20 calls at once, and keeps serving after errors', async () => {
    const calls = Array.from({ length: 20 }, (_, i) =>
      i % 2
        ? call('search_docs', { query: 'vpc-app' })
        : call('get_module', { id: 'modules/vpc/vpc-app' }),
    );
    const answers = await Promise.all(calls);
    expect(answers.every((answer) => !answer.isError)).toBe(true);
    expect(new Set(answers.filter((_, i) => i % 2).map(text)).size).toBe(1);
  });
});

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        resolve(typeof address === 'object' && address ? address.port : 0);
      });
    });
  });
}

describe('the MCP server over Streamable HTTP', () => {
  let server: ChildProcess;
  let port: number;

  beforeAll(async () => {
    port = await freePort();
    server = spawn(process.execPath, [start, '--build', build, '--http', '--port', String(port)], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    await new Promise<void>((resolve, reject) => {
      server.stderr?.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('serving')) resolve();
      });
      server.once('exit', (code) => {
        reject(new Error(`server exited with ${code}`));
      });
    });
  }, 60_000);

  afterAll(() => {
    server.kill();
  });

  it('serves the same tools on 127.0.0.1 to several clients at once', async () => {
    const clients = await Promise.all(
      [1, 2].map(async () => {
        const http = new Client({ name: 'mcp-http-test', version: '1.0.0' });
        await http.connect(
          new StreamableHTTPClientTransport(new URL(`http://127.0.0.1:${port}/mcp`)),
        );
        return http;
      }),
    );
    const [first, second] = clients as [Client, Client];
    const [search, check] = await Promise.all([
      call('search_docs', { query: 'vpc-app' }, first),
      call(
        'check_module_call',
        { code: `module "v" {\n  source = "${vpcSource}?ref=v9.0.0"\n  # ...\n}` },
        second,
      ),
    ]);
    expect((search.structuredContent?.results as { url: string }[])[0]?.url).toContain('/vpc-app');
    expect(text(check)).toContain('v9.0.0 is later than v0.26.6');
    const bad = await call('get_module', { id: '' }, first);
    expect(bad.isError).toBe(true);
    await Promise.all(clients.map((c) => c.close()));
  });
});

describe('starting the server', () => {
  it('refuses a build folder without the completion marker, naming it', async () => {
    const half = await writeFixtureBuild({ complete: false });
    const run = spawnSync(process.execPath, [start, '--build', half], {
      encoding: 'utf8',
      timeout: 30_000,
    });
    await rm(half, { recursive: true, force: true });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('.build-complete');
  });
});
