/**
 * npx tsx importers/published-releases/apply-summaries.ts [--answers .work/releases/answers] [--data data]
 * Merges writers' summaries (one JSON per repository and year, named <repo>__<year>.json) into
 * data/releases/<repo>.yml and reports the releases still without one.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { listYamlFiles, readYaml } from '../../generators/shared/load-yaml';
import { writeAll } from '../shared/records';
import { applySummaries, summariesSchema } from './summaries';

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      answers: { type: 'string', default: '.work/releases/answers' },
      data: { type: 'string', default: 'data' },
    },
  });
  const byRepo = new Map<string, string[]>();
  for (const name of (await readdir(values.answers)).filter((file) => file.endsWith('.json'))) {
    const repo = name.replace(/__\d{4}\.json$/, '');
    byRepo.set(repo, [...(byRepo.get(repo) ?? []), name]);
  }
  let failed = false;
  const files: { file: string; value: unknown }[] = [];
  for (const [repo, names] of byRepo) {
    const file = path.join(values.data, 'releases', `${repo}.yml`);
    const data = (await readYaml(file)) as { repo: string; releases: Record<string, unknown>[] };
    for (const name of names) {
      const parsed = summariesSchema.safeParse(
        JSON.parse(await readFile(path.join(values.answers, name), 'utf8')),
      );
      if (!parsed.success) {
        console.log(`${name}: ${parsed.error.message.replace(/\s+/g, ' ').slice(0, 300)}`);
        failed = true;
        continue;
      }
      for (const version of applySummaries(data.releases, parsed.data)) {
        console.log(`${name}: ${repo} has no release ${version}`);
        failed = true;
      }
    }
    files.push({ file, value: data });
  }
  if (failed) return 1;
  await writeAll(files);
  let missing = 0;
  for (const file of await listYamlFiles(path.join(values.data, 'releases'), { flat: true })) {
    const data = (await readYaml(file)) as { releases: Record<string, unknown>[] };
    missing += data.releases.filter((release) => !release.summary).length;
  }
  console.log(
    `[apply-summaries] ${files.length} repositories updated; ${missing} releases without a summary`,
  );
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`[apply-summaries] ${(error as Error).message}`);
    process.exit(2);
  },
);
