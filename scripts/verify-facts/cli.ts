/**
 * npm run verify:facts -- --repo <git dir of gruntwork-io/docs> --commit 5e3d29d3c
 *   [--docs docs] [--justified scripts/verify-facts/justified.yml] [--page /route] [--json FILE]
 * Lists, per hand-written page, the inline code, flags and versions of its published
 * counterpart that our page lacks: a to-do list for writers, not a test. A fact left out on
 * purpose (obsolete, wrong, another product's) goes in justified.yml with the reason.
 */
import { writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { comparePages, loadJustified, readPublished, totals } from './run';

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      repo: { type: 'string' },
      commit: { type: 'string' },
      docs: { type: 'string', default: 'docs' },
      justified: { type: 'string', default: 'scripts/verify-facts/justified.yml' },
      page: { type: 'string' },
      json: { type: 'string' },
    },
  });
  if (!values.repo || !values.commit) throw new Error('--repo and --commit are required');
  const published = await readPublished(values.repo, values.commit);
  const all = await comparePages(values.docs, published, await loadJustified(values.justified));
  const reports = values.page ? all.filter((item) => item.route === values.page) : all;
  for (const report of reports) {
    if (report.missing.length === 0) continue;
    console.log(`${report.route}  (${report.ours} vs ${report.published})`);
    console.log(
      `  ${report.missing.length} of ${report.facts} missing: ${report.missing.map((fact) => fact.value).join(' | ')}`,
    );
  }
  const sum = totals(reports);
  console.log(
    `[verify:facts] ${sum.pages} pages with a published counterpart: ${sum.missing} of ${sum.facts} published facts missing (${(sum.missingShare * 100).toFixed(1)} %), ${sum.justified} left out with a reason`,
  );
  if (values.json) await writeFile(values.json, `${JSON.stringify(reports, null, 1)}\n`);
}

main().catch((error: unknown) => {
  console.error(`[verify:facts] ${(error as Error).message}`);
  process.exit(1);
});
