import path from 'node:path';
import { parse } from '@cdktf/hcl2json';
import { describe, expect, it } from 'vitest';
import { loadModules, loadServices } from './load';
import { placeholder, terraformUsage, terragruntUsage, type UsageFacts } from './usage';

type Hcl = {
  module?: Record<string, Record<string, unknown>[]>;
  terraform?: { source?: string }[];
  inputs?: Record<string, unknown>;
};

const dataDir = path.join(__dirname, '..', '..', 'data');

async function catalog(): Promise<UsageFacts[]> {
  const modules = (await loadModules(dataDir)).map(({ data }) => ({
    ...data,
    repository: `terraform-aws-${data.group}`,
  }));
  const services = (await loadServices(dataDir)).map(({ data }) => ({
    ...data,
    repository: 'terraform-aws-service-catalog',
  }));
  return [...modules, ...services].filter((page) => page.kind === 'terraform');
}

describe('sample usage', () => {
  it('gives every type a valid HCL placeholder', () => {
    expect(placeholder('list(object(…))')).toBe('[]');
    expect(placeholder('map(string)')).toBe('{}');
    expect(placeholder(undefined)).toBe('null');
  });

  it('parses as HCL, pins the documented version and sets exactly the required inputs', async () => {
    const problems: string[] = [];
    for (const page of await catalog()) {
      const required = page.inputs.filter((input) => input.required).map((input) => input.name);
      const source = `git::git@github.com:gruntwork-io/${page.repository}.git//${page.source}?ref=${page.version}`;
      const terraform = (await parse('main.tf', terraformUsage(page))) as Hcl;
      const [block] = Object.values(terraform.module ?? {})[0] ?? [];
      const { source: moduleSource, ...set } = block ?? {};
      if (moduleSource !== source)
        problems.push(`${page.slug}: module source ${String(moduleSource)}`);
      if (Object.keys(set).sort().join() !== [...required].sort().join()) {
        problems.push(`${page.slug}: main.tf sets ${Object.keys(set).join()}`);
      }
      const terragrunt = (await parse('terragrunt.hcl', terragruntUsage(page))) as Hcl;
      if (terragrunt.terraform?.[0]?.source !== source)
        problems.push(`${page.slug}: terragrunt source`);
      if (
        Object.keys(terragrunt.inputs ?? {})
          .sort()
          .join() !== [...required].sort().join()
      ) {
        problems.push(`${page.slug}: terragrunt.hcl sets other inputs`);
      }
    }
    expect(problems).toEqual([]);
  });
});
