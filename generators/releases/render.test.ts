import { compile } from '@mdx-js/mdx';
import { describe, expect, it } from 'vitest';
import { checkMonthlyCoverage } from './coverage';
import { monthLabel, monthRange } from './months';
import { entriesOf, renderFeed, renderMonth, renderRepo } from './render';
import { repoReleasesSchema, type RepoReleases } from './schema';

const vpc: RepoReleases = {
  repo: 'terraform-aws-vpc',
  releases: [
    {
      version: 'v0.26.0',
      title: 'Add IPv6 to vpc-app',
      published: '2022-03-01',
      modules: ['vpc-app'],
      notes:
        '**Breaking change**: `vpc-app` now requires `ipv6_enabled`. Run `terraform plan` before applying {this}.\n\n<script>alert(1)</script>',
    },
    {
      version: 'v0.26.1',
      title: 'Fix flow log role name clash',
      published: '2022-03-20',
      modules: ['vpc-flow-logs'],
      notes:
        'Flow log IAM roles now include the VPC name, so two VPCs in one account no longer fight over one role.',
    },
  ],
};
const eks: RepoReleases = {
  repo: 'terraform-aws-eks',
  releases: [
    {
      version: 'v0.50.0',
      title: 'Support Kubernetes 1.22',
      published: '2022-03-10',
      modules: ['eks-cluster-control-plane'],
      notes:
        'Adds `1.22` to the allowed values of `kubernetes_version` and updates the default add-on versions.',
    },
  ],
};

describe('release notes generator', () => {
  it('renders a month page with its repositories, newest releases first, as MDX', async () => {
    const entries = entriesOf([vpc, eks]);
    const [page, data] = renderMonth('2022-03', entries);
    expect(page?.path).toBe('docs/guides/stay-up-to-date/releases/months/2022/2022-03.mdx');
    expect(data?.path).toBe(
      'generated/page-data/guides/stay-up-to-date/releases/months/2022/2022-03.json',
    );
    await expect(page?.content).toMatchFileSnapshot('__golden__/2022-03.mdx');
    await expect(data?.content).toMatchFileSnapshot('__golden__/2022-03.json');
    await expect(compile(page?.content ?? '')).resolves.toBeDefined();
    const content = page?.content ?? '';
    expect(content.indexOf('v0.26.1')).toBeLessThan(content.indexOf('v0.26.0'));
    // Headings stay in the MDX (they make the table of contents), bodies go to the data file.
    expect(content).toContain('<ReleaseEntry {...pageData[0]} />');
    const props = JSON.parse(data?.content ?? '') as { title: string; html: string }[];
    expect(props.map((entry) => entry.title)).toEqual([
      'Support Kubernetes 1.22',
      'Fix flow log role name clash',
      'Add IPv6 to vpc-app',
    ]);
    expect(`${content}${data?.content}`).not.toContain('<script>');
  });

  it('renders a repository page and an Atom feed', async () => {
    const entries = entriesOf([vpc]);
    const [repo, data] = renderRepo('terraform-aws-vpc', entries);
    await expect(compile(repo?.content ?? '')).resolves.toBeDefined();
    expect(data?.path).toBe(
      'generated/page-data/guides/stay-up-to-date/releases/repo/terraform-aws-vpc.json',
    );
    const feed = renderFeed(entries, 'https://docs.example.test').content;
    expect(feed).toContain(
      '<title>terraform-aws-vpc v0.26.1: Fix flow log role name clash</title>',
    );
    expect(feed).toContain(
      'https://docs.example.test/guides/stay-up-to-date/releases/2022-03#terraform-aws-vpc-v0-26-1',
    );
    expect(feed).not.toContain('<script>');
  });

  it('rejects a version that does not grow with the date, naming the field', () => {
    const result = repoReleasesSchema.safeParse({
      ...vpc,
      releases: [
        ...vpc.releases,
        { ...vpc.releases[0], version: 'v0.25.9', published: '2022-04-02' },
      ],
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['releases', 2, 'version']);
    expect(result.error?.issues[0]?.message).toContain(
      'v0.25.9 (2022-04-02) must be greater than v0.26.1',
    );
  });

  it('requires three releases in every month of the range', () => {
    expect(() => {
      checkMonthlyCoverage([vpc, eks]);
    }).toThrow(/published: 2016-06 has 0 releases, needs 3/);
  });
});

describe('months', () => {
  it('spans June 2016 to August 2023 in 87 months', () => {
    const months = monthRange('2016-06', '2023-08');
    expect(months).toHaveLength(87);
    expect(months.at(-1)).toBe('2023-08');
    expect(monthLabel('2023-08')).toBe('August 2023');
  });
});
