/**
 * npm run import:published-kb -- --repo <git dir of gruntwork-io/docs> --commit 5e3d29d3c
 *   [--data data] [--worklist .work/kb] [--check]
 * Rewrites data/discussions/<number>.yml from the published knowledge base (facts only, our
 * write-up kept by number), removes files whose number is no thread, and with --worklist writes
 * every thread's facts and text for writers (git-ignored folder). --check prints how
 * data/discussions compares with the record and writes nothing.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { discussionSchema, threadFactsSchema } from '../../generators/knowledge-base/schema';
import { parseRecordArgs } from '../shared/record-args';
import { formatRecordErrors, parseRecord, writeAll, type RecordError } from '../shared/records';
import { compareWithData, planThreads, readPublishedThreads, staleThreadFiles } from './run';

async function main(): Promise<void> {
  const values = parseRecordArgs();
  const threads = await readPublishedThreads(values.repo, values.commit);
  if (values.check) {
    console.log(JSON.stringify(await compareWithData(threads, values.data), null, 2));
    return;
  }
  const files = await planThreads(threads, values.data);
  const errors: RecordError[] = [];
  for (const { file, value, todo } of files) {
    const where = { file, record: `thread ${String(value.number)}` };
    parseRecord(todo ? threadFactsSchema.loose() : discussionSchema, value, where, errors);
  }
  if (errors.length > 0) throw new Error(formatRecordErrors(errors));
  const stale = await staleThreadFiles(values.data, threads);
  await writeAll(files, stale);
  const open = files.filter((item) => item.todo).length;
  console.log(
    `[import:published-kb] ${threads.length} threads; removed ${stale.length} files that are no thread; ${open} articles to write`,
  );
  if (values.worklist) {
    await mkdir(values.worklist, { recursive: true });
    const out = path.join(values.worklist, 'threads.json');
    await writeFile(out, `${JSON.stringify(threads, null, 1)}\n`);
    console.log(`[import:published-kb] ${threads.length} threads in ${out}`);
  }
}

main().catch((error: unknown) => {
  console.error(`[import:published-kb] ${(error as Error).message}`);
  process.exit(1);
});
