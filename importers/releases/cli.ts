/**
 * npm run import:releases -- [--repos a,b] [--owner gruntwork-io] [--out data/releases]
 * Needs GITHUB_TOKEN. The default repository list is the catalog's module repositories.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { repoReleasesSchema, type RepoReleases } from '../../generators/releases/schema';
import { moduleGroups } from '../../generators/reference/schema';
import { createClient, requireToken } from '../shared/github';
import { checkMonthlyCoverage } from '../../generators/releases/coverage';
import { zodIssues } from '../../generators/shared/errors';
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
  for (const repo of values.repos.split(',').filter(Boolean)) {
    const history = await importReleases(client, { owner: values.owner, repo, log, errors });
    const file = path.join(values.out, `${repo}.yml`);
    // Versions must grow with dates across the whole file.
    const checked = repoReleasesSchema.safeParse(history);
    if (checked.success) files.push({ file, value: checked.data });
    else errors.push({ file, record: repo, issues: zodIssues(checked.error) });
  }
  if (errors.length > 0) {
    console.error(formatRecordErrors(errors));
    throw new Error(`${errors.length} record(s) failed validation; nothing written`);
  }
  // The monthly coverage rule spans every repository: run it on what data/ would hold.
  const written = new Set(files.map((item) => path.resolve(item.file)));
  const others: RepoReleases[] = [];
  for (const file of await listYamlFiles(values.out, { flat: true })) {
    if (!written.has(path.resolve(file)))
      others.push(repoReleasesSchema.parse(await readYaml(file)));
  }
  checkMonthlyCoverage([...others, ...files.map((item) => item.value)]);
  await writeAll(files);
  log(`wrote ${files.length} files to ${values.out}`);
}

main().catch((error: unknown) => {
  console.error(`[import:releases] ${(error as Error).message}`);
  process.exit(1);
});
