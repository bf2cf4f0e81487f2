/**
 * npm run import:published-reference -- --repo <git dir or clone of gruntwork-io/docs>
 *   --commit 5e3d29d3c [--until HEAD] [--data data] [--check]
 * Reads the published module and service pages at the commit through git and rewrites the
 * facts in data/modules and data/services, keeping the project's prose. --check prints what
 * differs and writes nothing.
 */
import { parseArgs } from 'node:util';
import { resolveCommit } from './git';
import { checkLines, ImportErrors, planImport, summarise, writePlanned } from './run';

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      repo: { type: 'string' },
      commit: { type: 'string' },
      until: { type: 'string', default: 'HEAD' },
      data: { type: 'string', default: 'data' },
      check: { type: 'boolean', default: false },
    },
  });
  if (!values.repo || !values.commit) {
    console.error(
      'usage: npm run import:published-reference -- --repo <git dir> --commit <commit> [--check]',
    );
    return 2;
  }
  const planned = await planImport({
    repo: values.repo,
    commit: values.commit,
    until: values.until,
    dataDir: values.data,
  });
  const summary = summarise(planned);
  if (values.check) {
    for (const line of checkLines(planned)) console.log(line);
    console.log(JSON.stringify(summary, null, 2));
    return 0;
  }
  await writePlanned(planned);
  const commit = await resolveCommit(values.repo, values.commit);
  const later = planned.filter((item) => item.commit !== commit);
  for (const item of later)
    console.log(`${item.file}: facts from the later commit ${item.commit.slice(0, 9)}`);
  let open = 0;
  for (const { file, todo } of planned) {
    if (!todo.length) continue;
    open += todo.length;
    console.log(`${file}: ${todo.length} to write: ${todo.join(', ')}`);
  }
  console.log(
    `[import:published-reference] wrote ${planned.length} files; ${open} texts left to write`,
  );
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`[import:published-reference] ${(error as Error).message}`);
    process.exit(error instanceof ImportErrors ? 1 : 2);
  },
);
