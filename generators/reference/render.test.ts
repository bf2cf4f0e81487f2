import path from 'node:path';
import { compile } from '@mdx-js/mdx';
import { describe, expect, it } from 'vitest';
import { loadModules, loadServices } from './load';
import { renderModule, renderReferencePages, renderService } from './render';

const fixtures = path.join(__dirname, '__fixtures__');
const relative = <T extends { file: string }>(items: T[]) =>
  items.map((item) => ({ ...item, file: path.relative(process.cwd(), item.file) }));

async function moduleFixture(slug: string) {
  const module = relative(await loadModules(fixtures)).find((item) => item.data.slug === slug);
  if (!module) throw new Error(`fixture ${slug} missing`);
  return module;
}

describe('reference generator', () => {
  it('renders a Terraform module page and its items as page data', async () => {
    const [page, data] = renderModule(await moduleFixture('vpc-flow-logs'));
    expect(page?.path).toBe('docs/reference/modules/terraform-aws-vpc/vpc-flow-logs.mdx');
    expect(data?.path).toBe(
      'generated/page-data/reference/modules/terraform-aws-vpc/vpc-flow-logs.json',
    );
    await expect(page?.content).toMatchFileSnapshot('__golden__/vpc-flow-logs.mdx');
    await expect(data?.content).toMatchFileSnapshot('__golden__/vpc-flow-logs.json');
    await expect(compile(page?.content ?? '')).resolves.toBeDefined();
  });

  it('builds the sample usage from the facts: real source, version and every required input', async () => {
    const [page] = renderModule(await moduleFixture('vpc-flow-logs'));
    expect(page?.content).toContain(
      'source = "git::git@github.com:gruntwork-io/terraform-aws-vpc.git//modules/vpc-flow-logs?ref=v0.26.6"',
    );
    expect(page?.content).toContain('vpc_id = "" # string');
    expect(page?.content).not.toContain('traffic_type =');
  });

  it('renders a service page with its tags, deploy and manage sections', async () => {
    const [service] = relative(await loadServices(fixtures));
    if (!service) throw new Error('fixture missing');
    const [page] = renderService(service);
    expect(page?.path).toBe('docs/reference/services/networking/management-vpc.mdx');
    await expect(page?.content).toMatchFileSnapshot('__golden__/management-vpc.mdx');
    await expect(compile(page?.content ?? '')).resolves.toBeDefined();
  });

  it('makes prose inert: braces, tags and ESM lines are text, code stays code', async () => {
    const [page, data] = renderModule(await moduleFixture('vpc-flow-logs'));
    expect(page?.content).toContain('\\{this} and tags such as \\<Example/>');
    expect(page?.content).toContain('&#x65;xport const leaked = 1');
    expect(page?.content).toContain('`map(string)`');
    expect(data?.content).toContain('Where logs go, with markup');
    expect(data?.content).not.toContain('<b>');
  });

  it('gives a deprecated module its notice and no inputs, sample or outputs', async () => {
    const [page, data] = renderModule(await moduleFixture('nlb'));
    expect(data).toBeUndefined();
    await expect(page?.content).toMatchFileSnapshot('__golden__/nlb.mdx');
    expect(page?.content).toContain(':::caution[Deprecated since v0.15.0]');
    expect(page?.content).not.toMatch(/Sample usage|Required inputs|Outputs/);
    await expect(compile(page?.content ?? '')).resolves.toBeDefined();
  });

  it('lists the submodules of a collection with links to their source', async () => {
    const [page] = renderModule(await moduleFixture('alarms'));
    expect(page?.content).toContain(
      '- [`rds-alarms`](https://github.com/gruntwork-io/terraform-aws-monitoring/tree/v0.36.4/modules/alarms/rds-alarms)',
    );
    expect(page?.content).not.toContain('Sample usage');
  });

  it('writes a sidebar category for every group and service category', () => {
    const files = renderReferencePages([], []).map((file) => file.path);
    expect(files).toContain('docs/reference/modules/terraform-aws-cache/_category_.json');
    expect(files.filter((file) => file.endsWith('_category_.json'))).toHaveLength(2 + 16 + 6);
  });
});

describe('reference data validation', () => {
  it('names the file and field of a bad record', async () => {
    const bad = path.join(fixtures, '..', '__bad_fixtures__');
    await expect(loadModules(bad)).rejects.toThrow(
      /Invalid data in .*modules\/vpc\/vpc-app\.yml:\n {2}inputs\.0\.default: a required input has no default/,
    );
  });
});
