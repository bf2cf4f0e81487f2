import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createClient } from '../shared/github';
import { startRecordedServer } from '../shared/recorded-server';
import { importReleases, modulesAffected } from './import';

const recorded = (name: string) => readFileSync(path.join(__dirname, '__recorded__', name), 'utf8');
let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
});

describe('importReleases', () => {
  it('follows Link pagination and keeps published semver releases, oldest first', async () => {
    const server = await startRecordedServer((request, baseUrl) =>
      request.url?.includes('page=2')
        ? { body: recorded('releases-page-2.json') }
        : {
            headers: {
              link: `<${baseUrl}/repos/gruntwork-io/terraform-aws-vpc/releases?per_page=100&page=2>; rel="next"`,
            },
            body: recorded('releases-page-1.json'),
          },
    );
    close = server.close;
    const history = await importReleases(createClient({ token: 't', apiUrl: server.url }), {
      owner: 'gruntwork-io',
      repo: 'terraform-aws-vpc',
    });
    expect(history.releases.map((r) => [r.version, r.published, r.modules])).toEqual([
      ['v0.25.0', '2022-01-10', undefined],
      ['v0.26.0', '2022-03-01', ['vpc-app', 'vpc-mgmt']],
      ['v0.26.1', '2022-03-20', ['vpc-flow-logs']],
    ]);
    // Facts only: no title or note text of the author's is kept.
    expect(JSON.stringify(history)).not.toMatch(/title|notes|summary/);
    expect(server.requests).toHaveLength(2);
  });
});

describe('modulesAffected', () => {
  it('reads the list under the "Modules affected" heading', () => {
    expect(
      modulesAffected(
        '### Modules affected\n\n- `eks-cluster-control-plane`\n- [`eks-scripts`](x)\n\nMore.',
      ),
    ).toEqual(['eks-cluster-control-plane', 'eks-scripts']);
  });
});
