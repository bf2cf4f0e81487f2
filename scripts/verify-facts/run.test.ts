import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { comparePages, loadJustified, readPublished, totals } from './run';

function write(root: string, file: string, text: string): void {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
}

/** A published docs repository, our docs folder and a justified list. */
function setUp() {
  const root = mkdtempSync(path.join(tmpdir(), 'verify-facts-'));
  const repo = path.join(root, 'published');
  write(
    repo,
    'docs/faq/eks/index.md',
    'Run `kubergrunt eks deploy` with `--max-retries` on 1.27.\n',
  );
  write(repo, 'docs/only-published.md', 'Use `terraform apply`.\n');
  write(repo, 'docs/reference/modules/x.md', 'Generated: `not_checked`.\n');
  const env = {
    ...process.env,
    GIT_AUTHOR_NAME: 't',
    GIT_AUTHOR_EMAIL: 't@t',
    GIT_COMMITTER_NAME: 't',
    GIT_COMMITTER_EMAIL: 't@t',
  };
  execFileSync('git', ['-C', repo, 'init', '-q', '-b', 'main']);
  execFileSync('git', ['-C', repo, 'add', '.']);
  execFileSync('git', ['-C', repo, 'commit', '-q', '-m', 'docs'], { env });
  const docs = path.join(root, 'docs');
  write(docs, 'faq/eks.mdx', '---\ntitle: EKS\n---\n\nRoll nodes with `kubergrunt eks deploy`.\n');
  write(docs, 'reference/modules/x.mdx', 'Generated page.\n');
  write(docs, 'ours-only.mdx', 'No counterpart.\n');
  const justified = path.join(root, 'justified.yml');
  write(
    root,
    'justified.yml',
    '/faq/eks:\n  "1.27": "a Kubernetes version EKS no longer offers"\n',
  );
  return { repo, docs, justified };
}

describe('verify:facts', () => {
  it('reports, per page both sites have, the published facts ours lacks, minus justified ones', async () => {
    const { repo, docs, justified } = setUp();
    const published = await readPublished(repo, 'main');
    expect([...published.keys()].sort()).toEqual(['/faq/eks', '/only-published']);
    const reports = await comparePages(docs, published, await loadJustified(justified));
    expect(
      reports.map(({ route, facts, missing, justified: left }) => ({
        route,
        facts,
        missing,
        left,
      })),
    ).toEqual([
      { route: '/faq/eks', facts: 3, missing: [{ kind: 'code', value: '--max-retries' }], left: 1 },
    ]);
    expect(totals(reports)).toEqual({
      pages: 1,
      facts: 3,
      missing: 1,
      justified: 1,
      missingShare: 1 / 3,
    });
  });

  it('names the file and route of a justification without a reason', async () => {
    const { justified } = setUp();
    writeFileSync(justified, '/faq/eks:\n  "1.27": ""\n');
    await expect(loadJustified(justified)).rejects.toThrow(
      `${justified} (/faq/eks.1.27): must give the reason`,
    );
  });
});
