/**
 * npm run bench:mcp [-- --build DIR]: start-up time of the MCP server over a build (spawn to
 * the first answered request, and the server's own part: opening the build) and per-tool
 * latency over the real client (median and p95 of 39 warm calls each, and the first call,
 * which loads what the tool reads). Figures, not assertions.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { percentiles } from './search/metrics.ts';

const { values } = parseArgs({ options: { build: { type: 'string', default: 'build' } } });
const root = path.resolve(import.meta.dirname, '..', '..');
const start = path.join(root, 'scripts', 'mcp', 'start.mjs');

const vpc = 'git::git@github.com:gruntwork-io/terraform-aws-vpc.git//modules/vpc-app?ref=v0.26.6';
const calls: [string, Record<string, unknown>][] = [
  ['search_docs', { query: 'eks cluster upgrade kubernetes version' }],
  ['search_docs', { query: 'vpc-app' }],
  [
    'read_page',
    { url_or_path: '/reference/modules/terraform-aws-vpc/vpc-app', heading: 'cidr_block' },
  ],
  ['find_module', { query: 'rotate rds passwords' }],
  ['get_module', { id: 'modules/vpc/vpc-app' }],
  ['check_module_call', { code: `module "vpc" {\n  source = "${vpc}"\n  vpc_nmae = "x"\n}` }],
  ['list_releases', { repository: 'terraform-aws-vpc', since: '2023-01' }],
];

const started = performance.now();
const client = new Client({ name: 'bench-mcp', version: '1.0.0' });
await client.connect(
  new StdioClientTransport({
    command: process.execPath,
    args: [start, '--build', values.build],
    stderr: 'inherit',
  }),
);
await client.listTools();
const startup = performance.now() - started;

const times = new Map<string, number[]>();
for (let round = 0; round < 40; round += 1) {
  for (const [name, args] of calls) {
    const label = `${name} ${JSON.stringify(args).slice(0, 40)}`;
    const t = performance.now();
    const answer = (await client.callTool({ name, arguments: args })) as { isError?: boolean };
    if (answer.isError) throw new Error(`${label} answered an error`);
    times.set(label, [...(times.get(label) ?? []), performance.now() - t]);
  }
}
await client.close();

console.log(`MCP server over ${values.build}`);
console.log(`  start-up (spawn to first answer): ${startup.toFixed(0)} ms`);
console.log(`  ${'tool call'.padEnd(58)} median     p95   first`);
for (const [label, list] of times) {
  // The first call of a tool loads its part of the index or the facts: shown apart.
  const [first = 0, ...warm] = list;
  const { median, p95 } = percentiles(warm);
  console.log(
    `  ${label.padEnd(58)} ${median.toFixed(1).padStart(6)} ${p95.toFixed(1).padStart(7)} ${first.toFixed(0).padStart(7)} ms`,
  );
}
