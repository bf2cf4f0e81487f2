import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { applyAnswer } from './apply';
import { planImport, summarise, writePlanned, ImportErrors } from './run';

const fixtures = path.join(__dirname, '__fixtures__');
const pages = {
  alb: 'docs/reference/modules/terraform-aws-load-balancer/alb/alb.md',
  nlb: 'docs/reference/modules/terraform-aws-load-balancer/nlb/nlb.md',
  helpers: 'docs/reference/modules/terraform-aws-ci/aws-helpers/aws-helpers.md',
  argocd: 'docs/reference/modules/terraform-aws-eks/eks-k8s-argocd/eks-k8s-argocd.md',
  alarms: 'docs/reference/modules/terraform-aws-monitoring/alarms/alarms.md',
};
const changelog =
  'static/patcher-changelogs/terraform-aws-monitoring/alarms/ecs-service-alarms.json';

function git(repo: string, ...args: string[]): string {
  return execFileSync('git', ['-C', repo, ...args], {
    encoding: 'utf8',
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: 't',
      GIT_AUTHOR_EMAIL: 't@t',
      GIT_COMMITTER_NAME: 't',
      GIT_COMMITTER_EMAIL: 't@t',
    },
  }).trim();
}

function put(repo: string, file: string, fixture: string): void {
  mkdirSync(path.dirname(path.join(repo, file)), { recursive: true });
  writeFileSync(path.join(repo, file), readFileSync(path.join(fixtures, fixture), 'utf8'));
}

/** A docs repository with three pages in its first commit and a fourth page added later. */
function makeRepo(): { repo: string; first: string; data: string } {
  const root = mkdtempSync(path.join(tmpdir(), 'published-reference-'));
  const repo = path.join(root, 'docs-repo');
  mkdirSync(repo);
  git(repo, 'init', '-q', '-b', 'main');
  put(repo, pages.alb, 'alb.md');
  put(repo, pages.nlb, 'nlb.md');
  put(repo, pages.helpers, 'helpers.md');
  put(repo, pages.alarms, 'alarms.md');
  mkdirSync(path.dirname(path.join(repo, changelog)), { recursive: true });
  writeFileSync(path.join(repo, changelog), '{}\n');
  git(repo, 'add', '.');
  git(repo, 'commit', '-q', '-m', 'first');
  const first = git(repo, 'rev-parse', 'HEAD');
  put(repo, pages.argocd, 'argocd.md');
  git(repo, 'add', '.');
  git(repo, 'commit', '-q', '-m', 'later');
  const data = path.join(root, 'data');
  cpSync(path.join(fixtures, 'data'), data, { recursive: true });
  // The site lists eks-k8s-argocd although the first commit lacks it.
  mkdirSync(path.join(data, 'modules', 'eks'), { recursive: true });
  writeFileSync(path.join(data, 'modules', 'eks', 'eks-k8s-argocd.yml'), 'slug: eks-k8s-argocd\n');
  return { repo, first, data };
}

describe('import:published-reference', () => {
  it('writes facts only, keeps our prose and descriptions, and drops what the module lacks', async () => {
    const { repo, first, data } = makeRepo();
    const planned = await planImport({ repo, commit: first.slice(0, 9), dataDir: data });
    await writePlanned(planned);
    const read = (file: string) => readFileSync(path.join(data, file), 'utf8');
    await expect(read('modules/load-balancer/alb.yml')).toMatchFileSnapshot('__golden__/alb.yml');
    await expect(read('modules/load-balancer/nlb.yml')).toMatchFileSnapshot('__golden__/nlb.yml');
    await expect(read('modules/ci/aws-helpers.yml')).toMatchFileSnapshot(
      '__golden__/aws-helpers.yml',
    );
    await expect(read('modules/eks/eks-k8s-argocd.yml')).toMatchFileSnapshot(
      '__golden__/eks-k8s-argocd.yml',
    );
    const alb = read('modules/load-balancer/alb.yml');
    expect(alb).not.toMatch(/invented_input|endpoint|usage:|The ARN|Statuses to match/);
    expect(alb).toContain('Our description of the name, kept.');
    const todo = Object.fromEntries(planned.map((item) => [path.basename(item.file), item.todo]));
    expect(todo['alb.yml']).toEqual([
      'input acm_cert_statuses',
      'input default_action',
      'input listeners',
      'output alb_arn',
    ]);
    expect(todo['nlb.yml']).toEqual([
      'title',
      'description',
      'overview',
      'features',
      'replacement',
    ]);
  });

  it('lists the submodules of a collection from its README links and the changelogs', async () => {
    const { repo, first, data } = makeRepo();
    const planned = await planImport({ repo, commit: first, dataDir: data });
    const alarms = planned.find((item) => item.file.endsWith('alarms.yml'));
    expect(alarms?.record).toMatchObject({
      kind: 'collection',
      submodules: ['asg-cpu-alarms', 'ecs-cluster-alarms', 'ecs-service-alarms'],
    });
  });

  it('takes a page the commit lacks from the first later commit that has it', async () => {
    const { repo, first, data } = makeRepo();
    const planned = await planImport({ repo, commit: first, dataDir: data });
    const argocd = planned.find((item) => item.file.endsWith('eks-k8s-argocd.yml'));
    expect(argocd?.commit).toBe(git(repo, 'rev-parse', 'HEAD'));
    expect(argocd?.record.version).toBe('v0.63.0');
    expect(argocd?.record.recordedFrom).toBe('sample-usage');
  });

  it('counts what --check reports', async () => {
    const { repo, first, data } = makeRepo();
    const summary = summarise(await planImport({ repo, commit: first, dataDir: data }));
    expect(summary).toMatchObject({
      realInputs: 7,
      presentInputs: 1,
      exactInputs: 1,
      extraInputs: 1,
      realOutputs: 1,
      extraOutputs: 1,
      versionsMatching: 0,
    });
  });

  it('names the page and the item of a malformed page, and writes nothing', async () => {
    const { repo, data } = makeRepo();
    const broken = readFileSync(path.join(fixtures, 'alb.md'), 'utf8').replace(
      '<HclListItemDefaultValue defaultValue="[]"/>',
      '',
    );
    writeFileSync(path.join(repo, pages.alb), broken);
    git(repo, 'commit', '-q', '-am', 'broken');
    const before = readFileSync(path.join(data, 'modules/load-balancer/alb.yml'), 'utf8');
    const error = await planImport({ repo, commit: 'HEAD', dataDir: data }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ImportErrors);
    expect((error as Error).message).toContain(
      `${pages.alb} (listeners): is optional but has no default value`,
    );
    expect(readFileSync(path.join(data, 'modules/load-balancer/alb.yml'), 'utf8')).toBe(before);
    expect(existsSync(path.join(data, 'modules/ci/aws-helpers.yml'))).toBe(false);
  });

  it('names an unknown commit', async () => {
    const { repo, data } = makeRepo();
    await expect(planImport({ repo, commit: 'deadbeef', dataDir: data })).rejects.toThrow(
      'commit deadbeef not found',
    );
  });
});

describe('apply-texts', () => {
  it('sets descriptions, reports unknown items and what is still missing', () => {
    const record = {
      kind: 'terraform',
      inputs: [
        { name: 'a', type: 'string', required: true },
        { name: 'b', required: false, default: '1' },
      ],
      outputs: [{ name: 'c' }],
    };
    const result = applyAnswer(record, { inputs: { a: 'Text for a.', zzz: 'No such input.' } });
    expect(result.problems).toEqual(['inputs zzz: the module has no such item']);
    expect(result.missing).toEqual(['input b', 'output c']);
    expect(record.inputs[0]).toEqual({
      name: 'a',
      type: 'string',
      description: 'Text for a.',
      required: true,
    });
  });
});
