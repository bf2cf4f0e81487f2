/**
 * npx tsx importers/published-kb/apply-articles.ts [--answers .work/kb/answers] [--data data]
 * Merges writers' articles (JSON objects keyed by thread number, any file name) into
 * data/discussions/<number>.yml and reports the threads still without one.
 */
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { listYamlFiles, readYaml } from '../../generators/shared/load-yaml';
import { zodIssues } from '../../generators/shared/errors';
import { writeAll } from '../shared/records';
import { answersSchema, applyArticle } from './articles';

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      answers: { type: 'string', default: '.work/kb/answers' },
      data: { type: 'string', default: 'data' },
    },
  });
  let failed = false;
  const files: { file: string; value: unknown }[] = [];
  for (const name of (await readdir(values.answers)).filter((file) => file.endsWith('.json'))) {
    const parsed = answersSchema.safeParse(
      JSON.parse(await readFile(path.join(values.answers, name), 'utf8')),
    );
    if (!parsed.success) {
      for (const issue of zodIssues(parsed.error)) console.log(`${name}: ${issue}`);
      failed = true;
      continue;
    }
    for (const [number, answer] of Object.entries(parsed.data)) {
      const file = path.join(values.data, 'discussions', `${number}.yml`);
      if (!existsSync(file)) {
        console.log(`${name}: ${number} is not a thread of data/discussions`);
        failed = true;
        continue;
      }
      files.push({
        file,
        value: applyArticle((await readYaml(file)) as Record<string, unknown>, answer),
      });
    }
  }
  if (failed) return 1;
  await writeAll(files);
  let missing = 0;
  for (const file of await listYamlFiles(path.join(values.data, 'discussions'), { flat: true })) {
    if (!((await readYaml(file)) as { problem?: unknown }).problem) missing += 1;
  }
  console.log(`[apply-articles] ${files.length} articles written; ${missing} threads without one`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`[apply-articles] ${(error as Error).message}`);
    process.exit(2);
  },
);
