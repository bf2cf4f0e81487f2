/**
 * npm run import:published-releases -- --repo <git dir of gruntwork-io/docs> --commit 5e3d29d3c
 *   [--data data] [--worklist .work/releases] [--check]
 * Rewrites data/releases/<repo>.yml from the published month pages (facts only, our summaries
 * kept by version) and, with --worklist, writes per repository and year the facts and the
 * published note of every release, for writers (git-ignored folder). --check prints how
 * data/releases compares with the record and writes nothing.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseRecordArgs } from '../shared/record-args';
import { writeAll } from '../shared/records';
import { compareWithData, planReleases, readPublishedReleases, staleReleaseFiles } from './run';

async function main(): Promise<void> {
  const values = parseRecordArgs();
  const published = await readPublishedReleases(values.repo, values.commit);
  if (values.check) {
    console.log(JSON.stringify(await compareWithData(published, values.data), null, 2));
    return;
  }
  const files = await planReleases(published, values.data);
  const stale = await staleReleaseFiles(values.data, files);
  await writeAll(
    files.map((item) => ({ file: item.file, value: { repo: item.repo, releases: item.releases } })),
    stale,
  );
  const open = files.reduce((sum, item) => sum + item.todo.length, 0);
  console.log(
    `[import:published-releases] ${published.length} releases of ${files.length} repositories; removed ${stale.length} stale files; ${open} summaries to write`,
  );
  if (values.worklist) {
    await mkdir(values.worklist, { recursive: true });
    const groups = new Map<string, unknown[]>();
    for (const release of published) {
      const key = `${release.repo}__${release.published.slice(0, 4)}`;
      groups.set(key, [...(groups.get(key) ?? []), release]);
    }
    for (const [key, releases] of groups) {
      await writeFile(
        path.join(values.worklist, `${key}.json`),
        `${JSON.stringify(releases, null, 1)}\n`,
      );
    }
    console.log(`[import:published-releases] ${groups.size} worklist files in ${values.worklist}`);
  }
}

main().catch((error: unknown) => {
  console.error(`[import:published-releases] ${(error as Error).message}`);
  process.exit(1);
});
