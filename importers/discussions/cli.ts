/**
 * npm run import:discussions -- [--repo owner/name] [--category-id ID] [--data data]
 * Live counterpart of import:published-kb: rewrites data/discussions/<number>.yml with each
 * thread's facts from the GitHub API, keeps our write-up by number, removes files of numbers
 * the category no longer has, and lists the threads still to write up.
 * Needs GITHUB_TOKEN. GITHUB_API_URL points it at another API (tests use 127.0.0.1).
 */
import { parseArgs } from 'node:util';
import { createClient, requireToken } from '../shared/github';
import { formatRecordErrors, writeAll, type RecordError } from '../shared/records';
import { planThreads, staleThreadFiles } from '../published-kb/run';
import { importDiscussions } from './import';

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      repo: { type: 'string', default: 'gruntwork-io/knowledge-base' },
      'category-id': { type: 'string' },
      data: { type: 'string', default: 'data' },
    },
  });
  const token = requireToken(process.env, 'import:discussions');
  const [owner = '', name = ''] = values.repo.split('/');
  const client = createClient({
    token,
    apiUrl: process.env.GITHUB_API_URL ?? 'https://api.github.com',
    log: (message) => {
      console.log(`[import:discussions] ${message}`);
    },
  });
  const errors: RecordError[] = [];
  const discussions = await importDiscussions(client, {
    errors,
    owner,
    name,
    ...(values['category-id'] ? { categoryId: values['category-id'] } : {}),
    log: (message) => {
      console.log(`[import:discussions] ${message}`);
    },
  });
  if (errors.length > 0) {
    console.error(formatRecordErrors(errors));
    throw new Error(`${errors.length} discussion(s) failed validation; nothing written`);
  }
  const files = await planThreads(discussions, values.data);
  const stale = await staleThreadFiles(values.data, discussions);
  await writeAll(files, stale);
  console.log(
    `[import:discussions] wrote ${files.length} files, removed ${stale.length} stale; ${files.filter((item) => item.todo).length} threads to write up`,
  );
}

main().catch((error: unknown) => {
  console.error(`[import:discussions] ${(error as Error).message}`);
  process.exit(1);
});
