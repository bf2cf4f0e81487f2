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
      published: '2022-03-01',
      modules: ['vpc-app'],
      kind: 'breaking',
      summary:
        '`vpc-app` now requires `ipv6_enabled`; run `terraform plan` before applying {this}. <script>alert(1)</script>',
    },
    {
      version: 'v0.26.1',
      published: '2022-03-20',
      modules: ['vpc-flow-logs'],
      links: ['https://github.com/gruntwork-io/terraform-aws-vpc/pull/300'],
      kind: 'fix',
      summary: 'Flow log IAM roles include the VPC name, so two VPCs in one account get two roles.',
    },
  ],
};
const eks: RepoReleases = {
  repo: 'terraform-aws-eks',
  releases: [
    {
      version: 'v0.50.0',
      published: '2022-03-10',
      summary: 'Release of the EKS modules; the published note gives no details.',
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
    const props = JSON.parse(data?.content ?? '') as { kind?: string; modules: string[] }[];
    expect(props.map((entry) => entry.kind)).toEqual([undefined, 'fix', 'breaking']);
    expect(props[0]?.modules).toEqual([]);
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
    expect(feed).toContain('<title>terraform-aws-vpc v0.26.1 (fix)</title>');
    expect(feed).toContain(
      'https://docs.example.test/guides/stay-up-to-date/releases/2022-03#terraform-aws-vpc-v0-26-1',
    );
    expect(feed).not.toContain('<script>');
  });

  it('accepts a backport published after a newer release, and rejects a tag listed twice', () => {
    const backport = { ...vpc.releases[0], version: 'v0.25.9', published: '2022-04-02' };
    expect(
      repoReleasesSchema.safeParse({ ...vpc, releases: [...vpc.releases, backport] }).success,
    ).toBe(true);
    const twice = { ...vpc.releases[0], published: '2022-04-02' };
    const result = repoReleasesSchema.safeParse({ ...vpc, releases: [...vpc.releases, twice] });
    expect(result.error?.issues[0]?.path).toEqual(['releases', 2, 'version']);
    expect(result.error?.issues[0]?.message).toBe('v0.26.0 is listed twice (also releases.0)');
  });

  it('requires a summary in our words', () => {
    const bare = { version: 'v0.26.2', published: '2022-03-21' };
    const result = repoReleasesSchema.safeParse({ ...vpc, releases: [bare] });
    expect(result.error?.issues[0]?.message).toBe('has no summary yet: write one in our words');
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
