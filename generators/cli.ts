/**
 * The only generator module that writes to disk: loads data/, validates it, renders every
 * family and replaces the generated folders. Exit 1 with every data error on bad input.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { DataError } from './shared/errors';
import { DataErrors } from './shared/load-all';
import type { OutputFile } from './shared/types';
import { loadModules, loadServices } from './reference/load';
import { outputRoot as referenceRoot, renderReferencePages } from './reference/render';
import { loadDiscussions } from './knowledge-base/load';
import { outputRoot as knowledgeBaseRoot, renderKnowledgeBase } from './knowledge-base/render';

const root = path.resolve(process.argv[2] ?? '.');
// Paths stay relative to the repository so generated files name their sources the same everywhere.
process.chdir(root);
const dataDir = 'data';

type Family = { name: string; outputRoot: string; render: () => Promise<OutputFile[]> };

const families: Family[] = [
  {
    name: 'reference',
    outputRoot: referenceRoot,
    render: async () =>
      renderReferencePages(await loadModules(dataDir), await loadServices(dataDir)),
  },
  {
    name: 'knowledge base',
    outputRoot: knowledgeBaseRoot,
    render: async () => renderKnowledgeBase(await loadDiscussions(dataDir)),
  },
];

async function writeFamily(family: Family): Promise<number> {
  const started = performance.now();
  // Render everything first: nothing is written when any input is bad.
  const files = await family.render();
  await rm(family.outputRoot, { recursive: true, force: true });
  for (const file of files) {
    await mkdir(path.dirname(file.path), { recursive: true });
    await writeFile(file.path, file.content);
  }
  const ms = Math.round(performance.now() - started);
  console.log(
    `[generate] ${family.name}: ${files.length} files in ${family.outputRoot} (${ms} ms)`,
  );
  return files.length;
}

async function main(): Promise<void> {
  for (const family of families) await writeFamily(family);
}

main().catch((error: unknown) => {
  if (error instanceof DataErrors || error instanceof DataError)
    console.error(`[generate] ${error.message}`);
  else console.error(error);
  process.exit(1);
});
