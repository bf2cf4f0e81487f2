/**
 * npx tsx importers/published-reference/worklist.ts --repo <git dir> --commit 5e3d29d3c [--out .work/reference]
 * Writes one JSON file per data file that still has texts to write: the facts of each item and,
 * as the source of those facts, the published description. The folder is git-ignored: the
 * published sentences are for writers to read, never to commit. Writers answer in
 * <out>/answers/<same name>.json, which `apply-texts.ts` merges into data/.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { DataRecord } from './merge';
import { planImport, type Planned } from './run';

/** Snake_case names quoted as code in the project's prose that the module does not have. */
export function unknownNames(record: DataRecord): string[] {
  const known = new Set(
    [...((record.inputs ?? []) as DataRecord[]), ...((record.outputs ?? []) as DataRecord[])].map(
      (item) => item.name as string,
    ),
  );
  const text = [record.description, record.overview, ...((record.features ?? []) as string[])].join(
    '\n',
  );
  const names = [...text.matchAll(/`([a-z][a-z0-9]*(?:_[a-z0-9]+)+)`/g)].map(
    (match) => match[1] ?? '',
  );
  return [...new Set(names.filter((name) => !known.has(name)))];
}

export function worklistEntry(item: Planned) {
  const { record, parsed } = item;
  const inputs = parsed.inputs.map((input) => ({
    ...input,
    ours:
      (((record.inputs ?? []) as DataRecord[]).find((mine) => mine.name === input.name)
        ?.description as string | undefined) ?? null,
  }));
  const outputs = (parsed.outputs ?? []).map((output) => ({
    ...output,
    ours:
      (((record.outputs ?? []) as DataRecord[]).find((mine) => mine.name === output.name)
        ?.description as string | undefined) ?? null,
  }));
  return {
    file: item.file,
    kind: record.kind,
    version: record.version,
    deprecation: record.deprecation,
    submodules: record.submodules,
    title: record.title,
    description: record.description,
    overview: record.overview,
    features: record.features,
    replacement: record.replacement ?? null,
    namesInProseNotInModule: unknownNames(record),
    publishedReadme: parsed.prose.slice(0, 6000),
    inputs,
    outputs,
  };
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      repo: { type: 'string' },
      commit: { type: 'string' },
      data: { type: 'string', default: 'data' },
      out: { type: 'string', default: '.work/reference' },
    },
  });
  if (!values.repo || !values.commit) throw new Error('--repo and --commit are required');
  const planned = await planImport({
    repo: values.repo,
    commit: values.commit,
    dataDir: values.data,
  });
  await mkdir(path.join(values.out, 'answers'), { recursive: true });
  let count = 0;
  for (const item of planned) {
    const name = path
      .relative(values.data, item.file)
      .replace(/\.yml$/, '')
      .split(path.sep)
      .join('__');
    await writeFile(
      path.join(values.out, `${name}.json`),
      `${JSON.stringify(worklistEntry(item), null, 1)}\n`,
    );
    count++;
  }
  console.log(`[worklist] ${count} files in ${values.out}`);
}

main().catch((error: unknown) => {
  console.error(`[worklist] ${(error as Error).message}`);
  process.exit(1);
});
