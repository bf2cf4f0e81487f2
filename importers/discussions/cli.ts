/**
 * npm run import:discussions -- [--repo owner/name] [--category-id ID] [--out data/discussions]
 * Needs GITHUB_TOKEN. GITHUB_API_URL points it at another API (tests use 127.0.0.1).
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createClient, requireToken } from '../shared/github';
import { writeYaml } from '../shared/write-yaml';
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
  const discussions = await importDiscussions(client, {
    owner,
    name,
    ...(values['category-id'] ? { categoryId: values['category-id'] } : {}),
    log: (message) => {
      console.log(`[import:discussions] ${message}`);
    },
  });
  for (const discussion of discussions) {
    await writeYaml(path.join(values.out, `${discussion.number}.yml`), discussion);
  }
  console.log(`[import:discussions] wrote ${discussions.length} files to ${values.out}`);
}

main().catch((error: unknown) => {
  console.error(`[import:discussions] ${(error as Error).message}`);
  process.exit(1);
});
