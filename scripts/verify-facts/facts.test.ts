import { describe, expect, it } from 'vitest';
import { extractFacts, missingFacts } from './facts';
import { routeOf } from './routes';

const page = [
  '---',
  'title: Deploy',
  '---',
  '',
  'Run `terragrunt run-all apply` with `--terragrunt-non-interactive` on Terraform 1.5.7.',
  'See https://example.com/v9.9.9 for more, and `x` alone is not a fact.',
  '',
  '```bash',
  'gruntwork aws create --account-name dev --region us-east-1',
  'export PIPELINES_TELEMETRY_OPT_OUT=1',
  '```',
  '',
  'Pin `?ref=v0.26.0` of vpc-app (v0.26.0).',
].join('\n');

describe('extractFacts', () => {
  it('takes inline code, flags and versions from prose and code, each value once, never from URLs', () => {
    expect(extractFacts(page)).toEqual([
      { kind: 'code', value: 'terragrunt run-all apply' },
      { kind: 'code', value: '--terragrunt-non-interactive' },
      { kind: 'version', value: '1.5.7' },
      { kind: 'flag', value: '--account-name' },
      { kind: 'flag', value: '--region' },
      { kind: 'code', value: '?ref=v0.26.0' },
      { kind: 'version', value: 'v0.26.0' },
    ]);
  });
});

describe('missingFacts', () => {
  it('finds a fact anywhere in our text, with whitespace runs compared as one space', () => {
    const facts = extractFacts(page);
    const ours = 'We run `terragrunt   run-all apply` and pin v0.26.0 with --region set.';
    expect(missingFacts(facts, ours).map((fact) => fact.value)).toEqual([
      '--terragrunt-non-interactive',
      '1.5.7',
      '--account-name',
      '?ref=v0.26.0',
    ]);
  });
});

describe('routeOf', () => {
  it.each([
    ['faq/eks/index.md', '', '/faq/eks'],
    ['faq/eks.mdx', '', '/faq/eks'],
    ['index.mdx', '', '/'],
    [
      'guides/k8s/walkthrough/10-try-out-the-cluster.md',
      '',
      '/guides/k8s/walkthrough/try-out-the-cluster',
    ],
    ['intro/first.md', '---\nslug: /intro\n---\n', '/intro'],
    ['intro/first.md', '---\nslug: other\n---\n', '/intro/other'],
  ])('%s is %s', (file, source, route) => {
    expect(routeOf(file, source)).toBe(route);
  });
});
