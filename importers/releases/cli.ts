/**
 * npm run import:releases -- [--repos a,b] [--owner gruntwork-io] [--out data/releases]
 * Needs GITHUB_TOKEN. The default repository list is the catalog's module repositories.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { RepoReleases } from '../../generators/releases/schema';
import { moduleGroups } from '../../generators/reference/schema';
import { createClient, requireToken } from '../shared/github';
import { checkMonthlyCoverage } from '../../generators/releases/coverage';
import { listYamlFiles, readYaml } from '../../generators/shared/load-yaml';
import { formatRecordErrors, writeAll, type RecordError } from '../shared/records';
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
  const errors: RecordError[] = [];
  const files: { file: string; value: RepoReleases }[] = [];
  let toWrite = 0;
  for (const repo of values.repos.split(',').filter(Boolean)) {
    const history = await importReleases(client, { owner: values.owner, repo, log, errors });
    const file = path.join(values.out, `${repo}.yml`);
    // Our summaries, kinds and links are kept by version; new releases arrive without a summary.
    const existing = new Map(
      (
        (existsSync(file) ? await readYaml(file) : undefined) as RepoReleases | undefined
      )?.releases.map((release) => [release.version, release]) ?? [],
    );
    const releases = history.releases.map((facts) => {
      const { summary, kind, links } = existing.get(facts.version) ?? {};
      if (!summary) toWrite += 1;
      return {
        ...facts,
        ...(links ? { links } : {}),
        ...(kind ? { kind } : {}),
        ...(summary ? { summary } : {}),
      };
    });
    files.push({ file, value: { repo, releases } as RepoReleases });
  }
  if (errors.length > 0) {
    console.error(formatRecordErrors(errors));
    throw new Error(`${errors.length} record(s) failed validation; nothing written`);
  }
  // The monthly coverage rule spans every repository: run it on what data/ would hold.
  const written = new Set(files.map((item) => path.resolve(item.file)));
  const others: RepoReleases[] = [];
  for (const file of await listYamlFiles(values.out, { flat: true })) {
    if (!written.has(path.resolve(file))) others.push((await readYaml(file)) as RepoReleases);
  }
  checkMonthlyCoverage([...others, ...files.map((item) => item.value)]);
  await writeAll(files);
  log(
    `wrote ${files.length} files to ${values.out}; ${toWrite} releases need a summary in our words`,
  );
}

main().catch((error: unknown) => {
  console.error(`[import:releases] ${(error as Error).message}`);
  process.exit(1);
});
