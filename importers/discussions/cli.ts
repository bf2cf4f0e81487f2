/**
 * npm run import:discussions -- [--repo owner/name] [--category-id ID] [--out data/discussions]
 * Needs GITHUB_TOKEN. GITHUB_API_URL points it at another API (tests use 127.0.0.1).
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createClient, requireToken } from '../shared/github';
import { checkNumbering } from '../../generators/knowledge-base/load-checks';
import { listYamlFiles } from '../../generators/shared/load-yaml';
import { formatRecordErrors, writeAll, type RecordError } from '../shared/records';
import { importDiscussions } from './import';

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      repo: { type: 'string', default: 'gruntwork-io/knowledge-base' },
      'category-id': { type: 'string' },
      out: { type: 'string', default: 'data/discussions' },
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
  const files = discussions.map((data) => ({
    file: path.join(values.out, `${data.number}.yml`),
    data,
  }));
  // The cross-file rules run on what would be written, before anything is.
  checkNumbering(files);
  const kept = new Set(files.map((item) => path.resolve(item.file)));
  // The import is the whole category: a file for a discussion it no longer has is stale.
  const stale = (await listYamlFiles(values.out, { flat: true })).filter(
    (file) => !kept.has(path.resolve(file)),
  );
  await writeAll(
    files.map(({ file, data }) => ({ file, value: data })),
    stale,
  );
  console.log(
    `[import:discussions] wrote ${files.length} files to ${values.out}, removed ${stale.length} stale`,
  );
}

main().catch((error: unknown) => {
  console.error(`[import:discussions] ${(error as Error).message}`);
  process.exit(1);
});
