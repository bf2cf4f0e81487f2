/**
 * The only generator module that writes to disk: loads data/, validates it, renders every
 * family and syncs the generated folders (unchanged files are left alone, stale ones deleted).
 * Skips everything when no input changed since the last successful run (`--force` runs anyway).
 * Exit 1 with every data error on bad input.
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { DataError } from './shared/errors';
import { DataErrors } from './shared/load-all';
import type { OutputFile } from './shared/types';
import { syncOutputs } from './shared/write-outputs';
import { inputsHash } from './shared/inputs-hash';
import { loadModules, loadServices } from './reference/load';
import { outputRoot as referenceRoot, renderReferencePages } from './reference/render';
import { loadDiscussions } from './knowledge-base/load';
import { outputRoot as knowledgeBaseRoot, renderKnowledgeBase } from './knowledge-base/render';
import { loadReleases } from './releases/load';
import { feedRoot, outputRoot as releasesRoot, renderReleases } from './releases/render';
import { brand } from '../src/lib/brand';

const args = process.argv.slice(2);
const force = args.includes('--force');
const root = path.resolve(args.find((arg) => !arg.startsWith('--')) ?? '.');
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
  const { written, deleted } = await syncOutputs(family.outputRoots, files);
  const ms = Math.round(performance.now() - started);
  console.log(
    `[generate] ${family.name}: ${files.length} files in ${family.outputRoots.join(', ')}, ${written} written, ${deleted} deleted (${ms} ms)`,
  );
  return files.length;
}

// What the generators read; a change to any of these runs them again.
const inputs = ['data', 'generators', 'src/lib/brand.ts', 'package-lock.json'];
const stampFile = path.join('generated', '.generate-inputs');

async function main(): Promise<void> {
  const started = performance.now();
  // Docusaurus serves generated/static even when no family writes into it.
  await mkdir('generated/static', { recursive: true });
  const hash = await inputsHash(inputs, siteUrl);
  const outputsExist = families.every((family) => family.outputRoots.every((r) => existsSync(r)));
  const previous = await readFile(stampFile, 'utf8').catch(() => '');
  if (!force && outputsExist && previous === hash) {
    const ms = Math.round(performance.now() - started);
    console.log(
      `[generate] inputs unchanged since the last run, nothing to do (${ms} ms; --force runs anyway)`,
    );
    return;
  }
  for (const family of families) await writeFamily(family);
  await writeFile(stampFile, hash);
}

main().catch((error: unknown) => {
  if (error instanceof DataErrors || error instanceof DataError)
    console.error(`[generate] ${error.message}`);
  else console.error(error);
  process.exit(1);
});
