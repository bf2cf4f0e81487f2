/**
 * npm run import:modules -- <path-to-repo> --group <group> --version <vX.Y.Z> [--out data/modules]
 * Updates data/modules/<group>/<module>.yml from the repository's Terraform sources, keeping
 * the project's prose and descriptions. The facts are validated before anything is written;
 * `npm run validate:data` then names the items still to describe.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { moduleFactsSchema } from '../../generators/reference/schema';
import { zodIssues } from '../../generators/shared/errors';
import { readYaml } from '../../generators/shared/load-yaml';
import { formatRecordErrors, writeAll, type RecordError } from '../shared/records';
import { importModules, mergeModule } from './import';

const proseKeys = ['title', 'description', 'overview', 'features'];

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      group: { type: 'string' },
      version: { type: 'string' },
      out: { type: 'string', default: 'data/modules' },
    },
  });
  const repoDir = positionals[0];
  if (!repoDir || !values.group || !values.version) {
    console.error(
      'usage: npm run import:modules -- <path-to-repo> --group <group> --version <vX.Y.Z>',
    );
    process.exit(2);
  }
  const modules = await importModules(repoDir);
  const records: { file: string; value: Record<string, unknown> }[] = [];
  const errors: RecordError[] = [];
  for (const imported of modules) {
    const file = path.join(values.out, values.group, `${imported.slug}.yml`);
    const existing = existsSync(file)
      ? ((await readYaml(file)) as Record<string, unknown>)
      : undefined;
    const record = mergeModule(existing, imported, {
      group: values.group,
      version: values.version,
    });
    // A new module arrives without our prose: that is a text to write, not a bad fact.
    const missing = proseKeys.filter((key) => record[key] === undefined);
    const result = moduleFactsSchema.safeParse(record);
    const issues = result.success
      ? []
      : zodIssues(result.error).filter(
          (issue) => !missing.some((key) => issue.startsWith(`${key}:`)),
        );
    if (issues.length > 0) errors.push({ file, record: imported.slug, issues });
    if (missing.length > 0) console.log(`${file}: new module, write its ${missing.join(', ')}`);
    records.push({ file, value: record });
  }
  if (errors.length > 0) {
    console.error(formatRecordErrors(errors));
    throw new Error(`${errors.length} module(s) failed validation; nothing written`);
  }
  await writeAll(records);
  console.log(`[import:modules] wrote ${records.length} modules of ${values.group}`);
}

main().catch((error: unknown) => {
  console.error(`[import:modules] ${(error as Error).message}`);
  process.exit(1);
});
