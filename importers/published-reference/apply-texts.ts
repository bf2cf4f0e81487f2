/**
 * npx tsx importers/published-reference/apply-texts.ts [--answers .work/reference/answers] [--only list.txt] [--dry-run]
 * Merges writers' texts (one JSON per data file, named like the worklist) into data/: item
 * descriptions and, where given, the page's description, overview, features and replacement.
 * Reports per file what is still missing and any text that breaks a rule; --dry-run writes nothing.
 */
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { readYaml } from '../../generators/shared/load-yaml';
import { writeYaml } from '../shared/write-yaml';
import type { DataRecord } from './merge';
import { answerSchema, applyAnswer, type Answer } from './apply';

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      answers: { type: 'string', default: '.work/reference/answers' },
      data: { type: 'string', default: 'data' },
      only: { type: 'string' },
      'dry-run': { type: 'boolean', default: false },
    },
  });
  const only = values.only
    ? new Set(
        (await readFile(values.only, 'utf8'))
          .split('\n')
          .map((l) => l.trim())
          .filter(Boolean),
      )
    : undefined;
  const names = (await readdir(values.answers)).filter(
    (name) => name.endsWith('.json') && (!only || only.has(name)),
  );
  let failed = false;
  let left = 0;
  const checked = new Set<string>();
  for (const name of names.sort()) {
    const file = path.join(values.data, ...name.replace(/\.json$/, '').split('__')) + '.yml';
    checked.add(name);
    if (!existsSync(file)) {
      console.log(`${name}: no data file ${file}`);
      failed = true;
      continue;
    }
    let answer: Answer;
    try {
      answer = answerSchema.parse(
        JSON.parse(await readFile(path.join(values.answers, name), 'utf8')),
      );
    } catch (error) {
      console.log(`${name}: ${(error as Error).message.replace(/\s+/g, ' ').slice(0, 400)}`);
      failed = true;
      continue;
    }
    const record = (await readYaml(file)) as DataRecord;
    const { problems, missing } = applyAnswer(record, answer);
    for (const problem of problems) console.log(`${name}: ${problem}`);
    if (problems.length) failed = true;
    if (missing.length)
      console.log(`${name}: ${missing.length} still missing: ${missing.join(', ')}`);
    left += missing.length;
    if (!values['dry-run'] && !problems.length) await writeYaml(file, record);
  }
  for (const name of only ?? []) if (!checked.has(name)) console.log(`${name}: no answer file yet`);
  console.log(
    `[apply] ${checked.size} answer files, ${left} texts still missing${values['dry-run'] ? ' (dry run)' : ''}`,
  );
  return failed ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`[apply] ${(error as Error).message}`);
    process.exit(2);
  },
);
