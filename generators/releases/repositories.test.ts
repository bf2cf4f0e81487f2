import { describe, expect, it } from 'vitest';
import { checkRepositories, repositoriesSchema, type Repositories } from './repositories';
import type { RepoReleases } from './schema';

const reference = new Map([
  ['terraform-aws-vpc', new Set(['vpc-app', 'vpc-flow-logs'])],
  ['terraform-aws-service-catalog', new Set(['networking/vpc', 'services/ecs-cluster'])],
]);

const release = (version: string, modules: string[]) => ({
  version,
  published: '2021-04-01',
  modules,
  summary: 'A summary of what changed in this release.',
});

const histories: RepoReleases[] = [
  { repo: 'terraform-aws-vpc', releases: [release('v0.1.0', ['vpc-app', 'vpc-mgmt'])] },
  {
    repo: 'terraform-aws-service-catalog',
    releases: [release('v0.2.0', ['networking', 'services/ecs-cluster'])],
  },
];

const repositories: Repositories = {
  repositories: [
    { name: 'terraform-aws-vpc', modulesWithoutReference: ['vpc-mgmt'] },
    { name: 'terraform-aws-service-catalog' },
  ],
};

function problems(fn: () => void): string {
  try {
    fn();
  } catch (error) {
    return (error as Error).message;
  }
  return '';
}

describe('checkRepositories', () => {
  it('accepts reference modules, folders above them and listed folders', () => {
    expect(
      problems(() => {
        checkRepositories(histories, repositories, reference);
      }),
    ).toBe('');
  });

  it('names the file and field of an unknown module and of an unlisted repository', () => {
    const bad = [
      { repo: 'terraform-aws-vpc', releases: [release('v0.1.0', ['vpc-app', 'vpc-ap'])] },
      { repo: 'terraform-aws-nope', releases: [release('v1.0.0', ['x'])] },
    ];
    const message = problems(() => {
      checkRepositories(bad, repositories, reference);
    });
    expect(message).toContain('data/releases/terraform-aws-vpc.yml');
    expect(message).toContain(
      'releases.0.modules.1: vpc-ap (v0.1.0) is no module of terraform-aws-vpc in the reference nor listed in data/repositories.yml',
    );
    expect(message).toContain('data/releases/terraform-aws-nope.yml');
    expect(message).toContain('repo: terraform-aws-nope is not listed in data/repositories.yml');
  });

  it('flags listed folders that no release names or that the reference has', () => {
    const stale: Repositories = {
      repositories: [
        { name: 'terraform-aws-vpc', modulesWithoutReference: ['vpc-mgmt', 'vpc-old', 'vpc-app'] },
        { name: 'terraform-aws-service-catalog' },
      ],
    };
    const message = problems(() => {
      checkRepositories(histories, stale, reference);
    });
    expect(message).toContain('data/repositories.yml');
    expect(message).toContain(
      'repositories.0.modulesWithoutReference.1: no release of terraform-aws-vpc names vpc-old',
    );
    expect(message).toContain(
      'repositories.0.modulesWithoutReference.2: vpc-app has a reference page; remove it here',
    );
  });

  it('refuses a malformed list', () => {
    expect(repositoriesSchema.safeParse({ repositories: [{ name: 'Bad Name' }] }).success).toBe(
      false,
    );
    expect(repositoriesSchema.safeParse({ repositories: [{ name: 'ok', extra: 1 }] }).success).toBe(
      false,
    );
  });
});
