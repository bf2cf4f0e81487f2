import { describe, expect, it } from 'vitest';
import { renderReleasesJson } from './releases-json';

describe('renderReleasesJson', () => {
  it('writes every release with its facts and both links, in the order given', () => {
    const file = renderReleasesJson(
      [
        {
          repo: 'terraform-aws-vpc',
          version: 'v0.26.6',
          published: '2023-08-10',
          kind: 'fix',
          modules: ['vpc-app'],
          summary: 'Fixes routes.',
          url: 'https://github.com/gruntwork-io/terraform-aws-vpc/releases/tag/v0.26.6',
        },
        {
          repo: 'patcher-cli',
          version: 'v0.4.0',
          published: '2023-08-01',
          summary: 'Reports.',
          url: 'https://github.com/gruntwork-io/patcher-cli/releases/tag/v0.4.0',
        },
      ],
      (entry) => `https://docs.example/${entry.published.slice(0, 7)}#${entry.repo}`,
      'out',
    );
    expect(file.path).toBe('out/releases.json');
    expect(JSON.parse(file.content)).toEqual({
      releases: [
        {
          repository: 'terraform-aws-vpc',
          version: 'v0.26.6',
          published: '2023-08-10',
          kind: 'fix',
          modules: ['vpc-app'],
          summary: 'Fixes routes.',
          url: 'https://docs.example/2023-08#terraform-aws-vpc',
          githubUrl: 'https://github.com/gruntwork-io/terraform-aws-vpc/releases/tag/v0.26.6',
        },
        {
          repository: 'patcher-cli',
          version: 'v0.4.0',
          published: '2023-08-01',
          summary: 'Reports.',
          url: 'https://docs.example/2023-08#patcher-cli',
          githubUrl: 'https://github.com/gruntwork-io/patcher-cli/releases/tag/v0.4.0',
        },
      ],
    });
  });
});
