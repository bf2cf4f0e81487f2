/**
 * A whole small site of data that passes every rule: a module, a service, an article and a
 * release history covering every month the release notes require. Tests change one field
 * (`edit`) and check that validate:data and generate both refuse it the same way.
 */
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse, stringify } from 'yaml';
import { firstMonth, lastMonth, monthRange } from '../releases/months';

const reference = path.join(__dirname, '..', 'reference', '__fixtures__');
const fixture = (file: string) => parse(readFileSync(path.join(reference, file), 'utf8')) as Data;

type Data = Record<string, unknown>;

/** The data files by path below data/, as plain values (or YAML text, written as it is). */
export type SiteFiles = Record<string, Data | string>;

export function siteFiles(): SiteFiles {
  const releases = monthRange(firstMonth, lastMonth).flatMap((month, m) =>
    [1, 2, 3].map((day) => ({
      version: `v0.${m}.${day}`,
      published: `${month}-0${day}`,
      modules: ['vpc-flow-logs'],
      summary: `Release ${day} of ${month}: changes the flow logs.`,
    })),
  );
  return {
    'tags.yml': {
      aws: { label: 'AWS', description: 'Amazon Web Services in general.' },
      vpc: { label: 'VPC', description: 'Virtual private clouds.' },
      networking: { label: 'Networking', description: 'Subnets, routing and gateways.' },
    },
    'github-repos.yml': { public: ['docs'], cis: [], enterprise: [] },
    'repositories.yml': { repositories: [{ name: 'terraform-aws-vpc' }] },
    'modules/vpc/vpc-flow-logs.yml': fixture('modules/vpc/vpc-flow-logs.yml'),
    'services/networking/management-vpc.yml': fixture('services/networking/management-vpc.yml'),
    'discussions/42.yml': {
      number: 42,
      url: 'https://github.com/gruntwork-io/knowledge-base/discussions/42',
      answered: true,
      title: 'Flow logs do not reach the bucket',
      area: 'library',
      modules: ['modules/vpc/vpc-flow-logs'],
      problem: 'The flow logs of a VPC never arrive in the S3 bucket that the module was given.',
      resolution:
        'Give the bucket a policy that lets the log delivery service write to it, then wait a few minutes.',
    },
    'releases/terraform-aws-vpc.yml': { repo: 'terraform-aws-vpc', releases },
  };
}

/** Writes the files (after `edit`) as a repository root holding data/; returns the root. */
export function writeSite(edit: (files: SiteFiles) => void = () => undefined): string {
  const files = siteFiles();
  edit(files);
  const root = mkdtempSync(path.join(tmpdir(), 'site-'));
  for (const [name, value] of Object.entries(files)) {
    const file = path.join(root, 'data', name);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, typeof value === 'string' ? value : stringify(value, { lineWidth: 0 }));
  }
  return root;
}
