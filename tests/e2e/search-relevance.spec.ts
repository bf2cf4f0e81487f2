/**
 * Ranking regressions, checked on the built index in Node with the site's own engine (the same
 * code the browser runs): a few dozen reader queries and the page each must find within a rank.
 * Ranks, not timings; `npm run bench:search` has the full figures.
 */
import { expect, test } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { SearchEngine } from '../../src/lib/search/engine';
import type { TextChunk } from '../../src/lib/search/indexFormat';
import { openBuiltIndex } from '../../scripts/search/open-index';
import { chromeIn } from '../../scripts/search/chrome-text';

const buildDir = process.env.E2E_BUILD_DIR ?? 'build';

/** [query, pages that answer it, the rank the first of them must reach]. */
const cases: [string, string[], number][] = [
  ['vpc-app', ['/reference/modules/terraform-aws-vpc/vpc-app'], 1],
  ['VPC App', ['/reference/modules/terraform-aws-vpc/vpc-app'], 1],
  [
    'eks-cluster-control-plane',
    ['/reference/modules/terraform-aws-eks/eks-cluster-control-plane'],
    1,
  ],
  [
    'ecs-deploy-runner',
    [
      '/reference/modules/terraform-aws-ci/ecs-deploy-runner',
      '/reference/services/ci-cd-pipeline/ecs-deploy-runner',
    ],
    1,
  ],
  ['nlb', ['/reference/modules/terraform-aws-load-balancer/nlb'], 1],
  ['jenkins_device_name', ['/reference/services/ci-cd-pipeline/jenkins'], 1],
  [
    'vpc_cni_enable_prefix_delegation',
    [
      '/reference/modules/terraform-aws-eks/eks-cluster-control-plane',
      '/reference/services/app-orchestration/amazon-eks',
    ],
    1,
  ],
  ['patcher report', ['/patcher/running-patcher/report'], 3],
  ['patcher update', ['/patcher/running-patcher/update', '/patcher/update-strategies'], 3],
  ['terraform style guide', ['/guides/style/terraform-style-guide'], 1],
  ['authenticate aws cli', ['/refarch/access/how-to-auth-CLI'], 3],
  ['install required tools refarch', ['/refarch/configuration/install-required-tools'], 3],
  ['invite team members', ['/developer-portal/invite-team'], 3],
  [
    'cis traceability matrix',
    ['/guides/build-it-yourself/achieve-compliance/traceability-matrix'],
    3,
  ],
  ['eks-aws-auth-merger not working', ['/discussions/knowledge-base/331'], 3],
  ['limit parallelism account-baseline', ['/discussions/knowledge-base/240'], 3],
  ['mongodb module', ['/discussions/knowledge-base/322'], 3],
  ["Why doesn't Gruntwork have a MongoDB module?", ['/discussions/knowledge-base/322'], 3],
  [
    'Is Karpenter Module Supported in Gruntworks Currently ?',
    ['/discussions/knowledge-base/634'],
    3,
  ],
  ["I can't delete VPCs using cloud-nuke", ['/discussions/knowledge-base/661'], 3],
  ['How can I use lambda with docker images', ['/discussions/knowledge-base/225'], 3],
  ['Reference Architecture without Keybase', ['/discussions/knowledge-base/485'], 3],
  ['Maximum policy size of 5120 bytes exceeded', ['/discussions/knowledge-base/691'], 3],
  ['MalformedPolicy: Invalid principal in policy', ['/discussions/knowledge-base/651'], 3],
  ['Cannot find InvitationId for MasterId', ['/discussions/knowledge-base/399'], 3],
];

let engine: SearchEngine;
test.beforeAll(async () => {
  engine = await openBuiltIndex(buildDir);
});

async function urls(query: string): Promise<string[]> {
  const response = await engine.search(query, { filters: { version: 'current' }, typing: true });
  const data = await Promise.all(response.results.slice(0, 10).map((result) => result.data()));
  return data.map((result) => result.url);
}

test.describe('search ranking on the built index', () => {
  for (const [query, expected, within] of cases) {
    test(`finds ${expected[0] ?? ''} within rank ${within} for "${query}"`, async () => {
      const found = await urls(query);
      const rank = found.findIndex((url) => expected.includes(url.split('#')[0] ?? '')) + 1;
      expect(rank, `results: ${found.slice(0, within + 2).join(', ')}`).toBeGreaterThan(0);
      expect(rank).toBeLessThanOrEqual(within);
    });
  }

  test('links an input name to its anchor on the module page', async () => {
    expect((await urls('jenkins_device_name'))[0]).toBe(
      '/reference/services/ci-cd-pipeline/jenkins#jenkins_device_name',
    );
  });

  test("finds the site's words for a reader's word", async () => {
    for (const [reader, site] of [
      ['k8s', 'kubernetes'],
      ['tg', 'terragrunt'],
      ['edr', 'ecs deploy runner'],
      ['refarch', 'reference architecture'],
      ['semver', 'semantic versioning'],
    ] as const) {
      const response = await engine.search(reader, { filters: { version: 'current' } });
      const top = await Promise.all(response.results.slice(0, 3).map((result) => result.data()));
      const marked = top.map((result) => result.excerpt.toLowerCase());
      const word = site.split(' ')[0] ?? '';
      expect(
        marked.some((excerpt) => excerpt.includes(`<mark>${word}`)),
        reader,
      ).toBe(true);
    }
    expect((await urls('k8s service'))[0]).toBe(
      '/reference/services/app-orchestration/kubernetes-service',
    );
  });

  test('answers any query that shares a meaningful word with a page', async () => {
    for (const query of [
      'how can I make my deploys sooner',
      'my refarch setup',
      "can't pull image",
    ])
      expect((await urls(query)).length, query).toBeGreaterThan(0);
  });
});

test('the built search index holds no page chrome', () => {
  const folder = path.join(buildDir, 'search-index', 'text');
  const found: string[] = [];
  for (const file of readdirSync(folder).filter((name) => name.endsWith('.json'))) {
    const chunk = JSON.parse(readFileSync(path.join(folder, file), 'utf8')) as TextChunk;
    for (const [, heading, anchor, text] of chunk.sections) {
      const chrome = chromeIn(text) ?? chromeIn(heading);
      if (chrome) found.push(`${file} ${anchor}: ${chrome}`);
    }
  }
  expect(found).toEqual([]);
});
