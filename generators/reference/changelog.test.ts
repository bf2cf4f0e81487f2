import { describe, expect, it } from 'vitest';
import { changelogFor } from './changelog';
import type { RepoReleases } from '../releases/schema';

const data: RepoReleases[] = [
  {
    repo: 'terraform-aws-vpc',
    releases: [
      {
        version: 'v0.26.0',
        published: '2023-07-27',
        modules: ['vpc-app'],
        kind: 'feature',
        summary: 'Adds IPv6 to `vpc-app`.',
      },
      {
        version: 'v0.26.1',
        published: '2023-08-10',
        modules: ['vpc-flow-logs'],
        summary: 'Flow log fix for `vpc-flow-logs`.',
      },
      {
        version: 'v0.25.0',
        published: '2023-05-01',
        modules: ['vpc-app', 'vpc-mgmt'],
        kind: 'breaking',
        summary: 'Needs a newer provider.',
      },
    ],
  },
  {
    repo: 'terraform-aws-service-catalog',
    releases: [
      {
        version: 'v0.105.0',
        published: '2023-08-01',
        modules: ['networking/vpc'],
        kind: 'fix',
        summary: 'Fixes the VPC service.',
      },
    ],
  },
];

const histories = data.map((history) => ({
  file: `data/releases/${history.repo}.yml`,
  data: history,
}));

describe('module changelog', () => {
  it('lists the releases that name the module, newest first, linked to their month entries', () => {
    expect(changelogFor(histories, 'terraform-aws-vpc', 'modules/vpc-app')).toEqual([
      {
        version: 'v0.26.0',
        published: '2023-07-27',
        kind: 'feature',
        summary: 'Adds IPv6 to `vpc-app`.',
        href: '/guides/stay-up-to-date/releases/2023-07#terraform-aws-vpc-v0-26-0',
        where: 'data/releases/terraform-aws-vpc.yml: releases.0.summary',
      },
      {
        version: 'v0.25.0',
        published: '2023-05-01',
        kind: 'breaking',
        summary: 'Needs a newer provider.',
        href: '/guides/stay-up-to-date/releases/2023-05#terraform-aws-vpc-v0-25-0',
        where: 'data/releases/terraform-aws-vpc.yml: releases.2.summary',
      },
    ]);
  });

  it('matches a service by its path below modules/', () => {
    expect(
      changelogFor(histories, 'terraform-aws-service-catalog', 'modules/networking/vpc').map(
        (e) => e.version,
      ),
    ).toEqual(['v0.105.0']);
    expect(changelogFor(histories, 'terraform-aws-vpc', 'modules/vpc-peering')).toEqual([]);
  });
});
