import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkMonthlyCoverage } from '../releases/coverage';
import { checkSiteData } from './site-data';

function dataDir(tags: string, repos: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'site-data-'));
  writeFileSync(path.join(dir, 'tags.yml'), tags);
  writeFileSync(path.join(dir, 'github-repos.yml'), repos);
  return dir;
}

const repos = 'public: [docs]\ncis: []\nenterprise: []\n';

describe('site-wide data files', () => {
  it('accepts the real files', async () => {
    await expect(checkSiteData(path.join(__dirname, '..', '..', 'data'))).resolves.toBeUndefined();
  });

  it('names tags.yml and the field of a bad tag', async () => {
    const dir = dataDir('Bad Key:\n  label: X\n  description: A tag with a bad key.\n', repos);
    await expect(checkSiteData(dir)).rejects.toThrow(/tags\.yml:\n {2}Bad Key: /);
  });

  it('names github-repos.yml for a YAML syntax error', async () => {
    const dir = dataDir(
      'vpc:\n  label: VPC\n  description: Virtual private clouds.\n',
      'public: [docs\n',
    );
    await expect(checkSiteData(dir)).rejects.toThrow(/github-repos\.yml:\n {2}YAML syntax/);
  });

  it('names the release file of a release outside the range', () => {
    expect(() => {
      checkMonthlyCoverage([
        {
          repo: 'terraform-aws-vpc',
          releases: [
            {
              version: 'v0.1.0',
              published: '2015-01-02',
              summary: 'A summary long enough.',
            },
          ],
        },
      ]);
    }).toThrow(
      /data\/releases\/terraform-aws-vpc\.yml:\n {2}releases\.0\.published: 2015-01-02 \(v0\.1\.0\) is outside/,
    );
  });
});
