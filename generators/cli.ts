/**
 * The only generator module that writes to disk: runs every rule and render of site.ts (the
 * same code path as `validate:data`) and then syncs the generated folders (unchanged files are
 * left alone, stale ones deleted). Nothing is written when anything fails. Skips everything
 * when no input changed since the last successful run (`--force` runs anyway). Exit 1 with
 * every data error on bad input.
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { inputsHash } from './shared/inputs-hash';
import { outputRoots } from './shared/output-roots';
import { siteUrlFromEnv } from './shared/site-url';
import { syncOutputs } from './shared/write-outputs';

const args = process.argv.slice(2);
const force = args.includes('--force');
const root = path.resolve(args.find((arg) => !arg.startsWith('--')) ?? '.');
// Paths stay relative to the repository so generated files name their sources the same everywhere.
process.chdir(root);
const dataDir = 'data';
const siteUrl = siteUrlFromEnv();

// What the generators read; a change to any of these runs them again.
const inputs = ['data', 'generators', 'src/lib/brand.ts', 'package-lock.json'];
const stampFile = path.join('generated', '.generate-inputs');

/** Reported without a stack trace: the message already names the data file and field. */
class GenerateError extends Error {}

async function main(): Promise<void> {
  const started = performance.now();
  // Docusaurus serves generated/static even when no family writes into it.
  await mkdir('generated/static', { recursive: true });
  const hash = await inputsHash(inputs, siteUrl);
  const outputsExist = Object.values(outputRoots).every((folder) => existsSync(folder));
  const previous = await readFile(stampFile, 'utf8').catch(() => '');
  if (!force && outputsExist && previous === hash) {
    const ms = Math.round(performance.now() - started);
    console.log(
      `[generate] inputs unchanged since the last run, nothing to do (${ms} ms; --force runs anyway)`,
    );
    return;
  }
  // Loaded only now: the Markdown and schema libraries take ~0.4 s to load.
  const { renderSite, SiteDataErrors } = await import('./site');
  // Everything is checked and rendered before anything is written: bad input writes nothing.
  let rendered: Awaited<ReturnType<typeof renderSite>>['families'];
  try {
    rendered = (await renderSite(dataDir, siteUrl)).families;
  } catch (error) {
    if (error instanceof SiteDataErrors) throw new GenerateError(error.message);
    throw error;
  }
  for (const { family, files, ms } of rendered) {
    const { written, deleted } = await syncOutputs([...family.outputRoots], files);
    console.log(
      `[generate] ${family.name}: ${files.length} files in ${family.outputRoots.join(', ')}, ${written} written, ${deleted} deleted (rendered in ${ms} ms)`,
    );
  }
  await writeFile(stampFile, hash);
}

main().catch((error: unknown) => {
  if (error instanceof GenerateError) console.error(`[generate] ${error.message}`);
  else console.error(error);
  process.exit(1);
});
