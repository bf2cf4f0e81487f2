import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { RepoReleases } from '../releases/schema';
import { moduleFacts, renderReferenceFacts, serviceFacts } from './facts-json';
import { loadModules, loadServices } from './load';

const fixtures = path.join(__dirname, '__fixtures__');
const siteUrl = 'https://docs.example.test';

const histories: RepoReleases[] = [
  {
    repo: 'terraform-aws-vpc',
    releases: [
      {
        version: 'v0.26.1',
        published: '2023-08-10',
        modules: ['vpc-flow-logs'],
        summary: 'Flow log fix for `vpc-flow-logs`.',
      },
      {
        version: 'v0.26.2',
        published: '2023-08-20',
        modules: ['vpc-app', 'vpc-flow-logs'],
        kind: 'feature',
        summary: 'Adds S3 delivery to `vpc-flow-logs`.',
      },
      {
        version: 'v0.26.3',
        published: '2023-08-25',
        modules: ['vpc-app'],
        summary: 'Changes only `vpc-app`, not the flow logs.',
      },
    ],
  },
];

const releases = histories.map((data) => ({ file: `data/releases/${data.repo}.yml`, data }));

async function moduleData(slug: string) {
  const module = (await loadModules(fixtures)).find((item) => item.data.slug === slug);
  if (!module) throw new Error(`fixture ${slug} missing`);
  return module.data;
}

describe('reference facts as JSON', () => {
  it('gives a Terraform module its facts, inputs in data order, outputs and changelog', async () => {
    const facts = moduleFacts(await moduleData('vpc-flow-logs'), releases, siteUrl);
    await expect(`${JSON.stringify(facts, null, 2)}\n`).toMatchFileSnapshot(
      '__golden__/vpc-flow-logs.facts.json',
    );
    expect(facts).toMatchObject({
      $schema: 'https://docs.example.test/schemas/reference-facts.schema.json',
      id: 'modules/vpc/vpc-flow-logs',
      url: 'https://docs.example.test/reference/modules/terraform-aws-vpc/vpc-flow-logs',
      repository: 'terraform-aws-vpc',
      source:
        'git::git@github.com:gruntwork-io/terraform-aws-vpc.git//modules/vpc-flow-logs?ref=v0.26.6',
    });
    expect(facts.inputs?.map((input) => input.name)).toEqual([
      'vpc_id',
      'traffic_type',
      'destination',
    ]);
  });

  it('keeps a default exactly as the data stores it and leaves it out of required inputs', async () => {
    const [vpcId, trafficType] =
      moduleFacts(await moduleData('vpc-flow-logs'), [], siteUrl).inputs ?? [];
    expect(vpcId).not.toHaveProperty('default');
    expect(trafficType?.default).toBe('"REJECT"');
  });

  it('lists the same releases as the page changelog, newest first, with absolute links', async () => {
    const facts = moduleFacts(await moduleData('vpc-flow-logs'), releases, siteUrl);
    expect(facts.releases).toEqual([
      {
        version: 'v0.26.2',
        published: '2023-08-20',
        url: 'https://docs.example.test/guides/stay-up-to-date/releases/2023-08#terraform-aws-vpc-v0-26-2',
        kind: 'feature',
        summary: 'Adds S3 delivery to `vpc-flow-logs`.',
      },
      {
        version: 'v0.26.1',
        published: '2023-08-10',
        url: 'https://docs.example.test/guides/stay-up-to-date/releases/2023-08#terraform-aws-vpc-v0-26-1',
        summary: 'Flow log fix for `vpc-flow-logs`.',
      },
    ]);
  });

  it('leaves out what was not recorded instead of claiming there is none', async () => {
    const data = await moduleData('vpc-flow-logs');
    const sample = moduleFacts({ ...data, recordedFrom: 'sample-usage', outputs: [] }, [], siteUrl);
    expect(sample.inputs).toHaveLength(3);
    expect(sample).not.toHaveProperty('outputs');
    const none = moduleFacts(
      { ...data, recordedFrom: 'none', inputs: [], outputs: [] },
      [],
      siteUrl,
    );
    expect(none).not.toHaveProperty('inputs');
    expect(none).not.toHaveProperty('outputs');
    expect(none.recordedFrom).toBe('none');
  });

  it('tells what replaces a deprecated module and gives it no Terraform source', async () => {
    const facts = moduleFacts(await moduleData('nlb'), [], siteUrl);
    expect(facts.deprecation).toEqual({
      since: 'v0.15.0',
      replacement:
        'Create the load balancer with the `aws_lb` resource and `load_balancer_type = "network"`.',
    });
    expect(facts).not.toHaveProperty('source');
    expect(facts).not.toHaveProperty('recordedFrom');
    expect(facts).not.toHaveProperty('inputs');
    expect(facts.sourceUrl).toBe(
      'https://github.com/gruntwork-io/terraform-aws-load-balancer/tree/v0.29.11/modules/nlb',
    );
  });

  it('lists the submodules of a collection', async () => {
    const facts = moduleFacts(await moduleData('alarms'), [], siteUrl);
    expect(facts.submodules).toEqual(['asg-cpu-alarms', 'rds-alarms']);
    expect(facts).not.toHaveProperty('lastModifiedVersion');
  });

  it('gives a service its category, tags and the service catalog repository', async () => {
    const [service] = await loadServices(fixtures);
    if (!service) throw new Error('fixture missing');
    const facts = serviceFacts(service.data, [], `${siteUrl}/`);
    expect(facts).toMatchObject({
      id: 'services/networking/management-vpc',
      url: 'https://docs.example.test/reference/services/networking/management-vpc',
      category: 'networking',
      tags: ['aws', 'vpc', 'networking'],
      repository: 'terraform-aws-service-catalog',
      path: 'modules/networking/vpc-mgmt',
      outputs: [{ name: 'vpc_id', description: 'ID of the VPC.' }],
    });
    expect(facts).not.toHaveProperty('group');
  });

  it('writes each page at its route + .json and the schema under /schemas', async () => {
    const files = renderReferenceFacts(
      await loadModules(fixtures),
      await loadServices(fixtures),
      releases,
      siteUrl,
    );
    expect(files.map((file) => file.path).sort()).toEqual([
      'generated/static/reference/modules/terraform-aws-load-balancer/nlb.json',
      'generated/static/reference/modules/terraform-aws-monitoring/alarms.json',
      'generated/static/reference/modules/terraform-aws-vpc/vpc-flow-logs.json',
      'generated/static/reference/services/networking/management-vpc.json',
      'generated/static/schemas/reference-facts.schema.json',
    ]);
    for (const file of files) expect(file.content).toMatch(/^\{\n {2}"\$schema": .*\}\n$/s);
  });
});
