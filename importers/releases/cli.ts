/**
 * npm run import:releases -- [--repos a,b] [--owner gruntwork-io] [--out data/releases]
 * Needs GITHUB_TOKEN. The default repository list is the catalog's module repositories.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { repoReleasesSchema } from '../../generators/releases/schema';
import { moduleGroups } from '../../generators/reference/schema';
import { createClient, requireToken } from '../shared/github';
import { writeYaml } from '../shared/write-yaml';
import { importReleases } from './import';

const defaultRepos = [
  ...moduleGroups.map((group) => `terraform-aws-${group}`),
  'terraform-aws-service-catalog',
  'patcher-cli',
];

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      repos: { type: 'string', default: defaultRepos.join(',') },
      owner: { type: 'string', default: 'gruntwork-io' },
      out: { type: 'string', default: 'data/releases' },
    },
  });
  const token = requireToken(process.env, 'import:releases');
  const log = (message: string) => {
    console.log(`[import:releases] ${message}`);
  };
  const client = createClient({
    token,
    apiUrl: process.env.GITHUB_API_URL ?? 'https://api.github.com',
    log,
  });
  for (const repo of values.repos.split(',').filter(Boolean)) {
    const history = await importReleases(client, {
      owner: values.owner,
      repo,
      log,
    });
    // Validate before writing: versions must grow with dates.
    repoReleasesSchema.parse(history);
    await writeYaml(path.join(values.out, `${repo}.yml`), history);
  }
}

main().catch((error: unknown) => {
  console.error(`[import:releases] ${(error as Error).message}`);
  process.exit(1);
});
