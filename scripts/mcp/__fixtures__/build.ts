/**
 * A small production build for the MCP tests: the search index of the search tests' fixture
 * pages, Markdown twins, module facts JSON, releases.json and the completion marker.
 */
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { completionMarker } from '../../build/publish.ts';
import { buildIndexFiles } from '../../search/index-files.ts';
import { pageRecord, type PageRecord } from '../../search/records.ts';
import { fixturePages } from '../../search/__fixtures__/pages.ts';
import { indexFolder } from '../../../src/lib/search/indexFormat.ts';

const vpcInputs = [
  { name: 'cidr_block', type: 'string', required: true, description: 'The VPC range.' },
  { name: 'num_nat_gateways', type: 'number', required: true, description: 'NAT gateways.' },
  { name: 'vpc_name', type: 'string', required: true, description: 'Name of the VPC.' },
  {
    name: 'custom_tags',
    type: 'map(string)',
    required: false,
    default: '{}',
    description: 'Tags.',
  },
];

const facts = (slug: string, title: string, inputs: unknown[]) => ({
  id: `modules/vpc/${slug}`,
  title,
  description: `${title}, for the MCP tests.`,
  url: `https://docs.gruntwork.io/reference/modules/terraform-aws-vpc/${slug}`,
  kind: 'terraform',
  group: 'vpc',
  repository: 'terraform-aws-vpc',
  version: 'v0.26.6',
  path: `modules/${slug}`,
  source: `git::git@github.com:gruntwork-io/terraform-aws-vpc.git//modules/${slug}?ref=v0.26.6`,
  recordedFrom: 'reference',
  inputs,
  outputs: [{ name: 'vpc_id', description: 'ID of the VPC.' }],
  releases: [
    {
      version: 'v0.26.6',
      published: '2023-08-10',
      kind: 'fix',
      summary: 'A fix.',
      url: 'https://docs.gruntwork.io/guides/stay-up-to-date/releases/2023-08#terraform-aws-vpc-v0-26-6',
    },
  ],
});

const releases = [
  ['terraform-aws-vpc', 'v0.26.6', '2023-08-10', 'fix', 'Fixes the `vpc-app` routes.', ['vpc-app']],
  ['terraform-aws-vpc', 'v0.26.0', '2023-07-27', 'feature', 'IPv6 in `vpc-app`.', ['vpc-app']],
  ['terraform-aws-vpc', 'v0.12.3', '2021-01-20', 'fix', 'ACLs in `vpc-app`.', ['vpc-app']],
  ['patcher-cli', 'v0.4.0', '2023-08-01', 'feature', 'Patcher reports.', undefined],
] as const;

export const vpcAppMarkdown = [
  '# VPC App',
  '',
  'Creates a VPC.',
  '',
  '## Required inputs',
  '',
  '### `cidr_block`',
  '',
  'The VPC range.',
  '',
  '```bash',
  '# not a heading',
  '```',
  '',
  '### `vpc_name`',
  '',
  'Name of the VPC.',
  '',
  '## Outputs',
  '',
  'One output.',
  '',
].join('\n');

async function put(root: string, file: string, content: string): Promise<void> {
  const full = path.join(root, file);
  await mkdir(path.dirname(full), { recursive: true });
  await writeFile(full, content);
}

/** Writes the fixture build into a new temporary folder; `complete: false` leaves out the marker. */
export async function writeFixtureBuild(options: { complete?: boolean } = {}): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), 'mcp-build-'));
  const records = Object.entries(fixturePages)
    .map(([url, html]) => pageRecord(url, html))
    .filter((record): record is PageRecord => record !== null);
  for (const file of buildIndexFiles(records, [['k8s', 'kubernetes']]))
    await put(root, path.join(indexFolder, file.path), file.content);
  await put(root, 'reference/modules/terraform-aws-vpc/vpc-app.md', vpcAppMarkdown);
  await put(
    root,
    'reference/modules/terraform-aws-vpc/vpc-app.json',
    JSON.stringify(facts('vpc-app', 'VPC App', vpcInputs)),
  );
  await put(
    root,
    'reference/modules/terraform-aws-vpc/vpc-mgmt.json',
    JSON.stringify(facts('vpc-mgmt', 'VPC Mgmt', [])),
  );
  await put(root, 'index.md', '# Gruntwork Docs\n\nThe home page.\n');
  await put(root, 'secret.txt', 'not a page\n');
  await put(
    root,
    'guides/stay-up-to-date/releases/releases.json',
    JSON.stringify({
      releases: releases.map(([repository, version, published, kind, summary, modules]) => ({
        repository,
        version,
        published,
        kind,
        ...(modules ? { modules: [...modules] } : {}),
        summary,
        url: `https://docs.gruntwork.io/guides/stay-up-to-date/releases/${published.slice(0, 7)}`,
        githubUrl: `https://github.com/gruntwork-io/${repository}/releases/tag/${version}`,
      })),
    }),
  );
  await put(
    root,
    'sitemap.xml',
    '<urlset><url><loc>https://docs.gruntwork.io/</loc></url></urlset>\n',
  );
  if (options.complete !== false) await put(root, completionMarker, '{}\n');
  return root;
}
