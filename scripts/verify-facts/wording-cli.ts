/**
 * npm run verify:wording -- --repo <git dir of gruntwork-io/docs> --commit 5e3d29d3c
 *   [--data data] [--json FILE]
 * Lists the published "only used if / required when <other input>" conditions our descriptions
 * dropped, and the reference items and release summaries whose wording is too close to the
 * record (a run of 8 words, or 40 % of 4-word sequences, outside code). Exit 1 when any is found.
 */
import { writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { maxSharedGrams, maxSharedRun } from './wording';
import { compareWording, readPairs } from './wording-run';

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      repo: { type: 'string' },
      commit: { type: 'string' },
      data: { type: 'string', default: 'data' },
      json: { type: 'string' },
    },
  });
  if (!values.repo || !values.commit) throw new Error('--repo and --commit are required');
  const report = compareWording(await readPairs(values.repo, values.commit, values.data));
  for (const { file, item, missing } of report.dropped)
    console.log(`condition  ${file}  ${item}: does not name ${missing.join(', ')}`);
  for (const { file, item, run, share } of report.close)
    console.log(
      `wording    ${file}  ${item}: ${run} words in a row, ${Math.round(share * 100)} % of 4-word sequences`,
    );
  const dropped = report.dropped.reduce((sum, item) => sum + item.missing.length, 0);
  console.log(
    `[verify:wording] conditions: ${dropped} of ${report.conditions} published conditions dropped (${report.dropped.length} items)`,
  );
  console.log(
    `[verify:wording] wording: ${report.close.length} of ${report.referenceItems} reference items and ${report.releaseSummaries} release summaries too close (run >= ${maxSharedRun} words or >= ${maxSharedGrams * 100} % of 4-word sequences)`,
  );
  if (values.json) await writeFile(values.json, `${JSON.stringify(report, null, 1)}\n`);
  return dropped + report.close.length > 0 ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`[verify:wording] ${(error as Error).message}`);
    process.exit(2);
  },
);
