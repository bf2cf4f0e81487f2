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
import { loadReleases } from './releases/load';
import { feedRoot, outputRoot as releasesRoot, renderReleases } from './releases/render';
import { brand } from '../src/lib/brand';

const root = path.resolve(process.argv[2] ?? '.');
// Paths stay relative to the repository so generated files name their sources the same everywhere.
process.chdir(root);
const dataDir = 'data';
const siteUrl = process.env.SITE_URL?.trim() || brand.siteUrl;

type Family = { name: string; outputRoots: string[]; render: () => Promise<OutputFile[]> };

const families: Family[] = [
  {
    name: 'reference',
    outputRoots: [referenceRoot],
    render: async () =>
      renderReferencePages(await loadModules(dataDir), await loadServices(dataDir)),
  },
  {
    name: 'knowledge base',
    outputRoots: [knowledgeBaseRoot],
    render: async () => renderKnowledgeBase(await loadDiscussions(dataDir)),
  },
  {
    name: 'release notes',
    outputRoots: [releasesRoot, feedRoot],
    render: async () => renderReleases(await loadReleases(dataDir), siteUrl),
  },
];

async function writeFamily(family: Family): Promise<number> {
  const started = performance.now();
  // Render everything first: nothing is written when any input is bad.
  const files = await family.render();
  for (const outputRoot of family.outputRoots)
    await rm(outputRoot, { recursive: true, force: true });
  for (const file of files) {
    await mkdir(path.dirname(file.path), { recursive: true });
    await writeFile(file.path, file.content);
  }
  const ms = Math.round(performance.now() - started);
  console.log(
    `[generate] ${family.name}: ${files.length} files in ${family.outputRoots.join(', ')} (${ms} ms)`,
  );
  return files.length;
}

async function main(): Promise<void> {
  // Docusaurus serves generated/static even when no family writes into it.
  await mkdir('generated/static', { recursive: true });
  for (const family of families) await writeFamily(family);
}

main().catch((error: unknown) => {
  if (error instanceof DataErrors || error instanceof DataError)
    console.error(`[generate] ${error.message}`);
  else console.error(error);
  process.exit(1);
});
