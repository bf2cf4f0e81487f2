/**
 * The steps `npm run build` runs after `docusaurus build`, in one process to pay Node's start-up
 * once: the pages are read for the search index and for their Markdown (scripts/markdown,
 * which also adds their alternate links), then pages and scripts are minified (moved out of
 * the renderer and the bundler so they can be cached) while the search index is written
 * (into search-index/, which no other step reads or writes; publish-build verifies it) and the Markdown is
 * written, then the gzip twins are written (last, so a twin is never older than its original
 * and the index files get one too). The minifiers, Markdown and gzip steps reuse cached output
 * for unchanged input. Fails the build on any error, naming the step.
 */
import path from 'node:path';
import { minifyPages } from './minify-pages.ts';
import { minifyScripts } from './minify-scripts.ts';
import { precompressSite } from './precompress-site.ts';
import { writeSiteIndex } from '../search/index-site.mts';
import { readIndexInput } from '../search/read-records.ts';
import { readMarkdownInput, writeMarkdownPages } from '../markdown/pages.ts';
import { brand } from '../../src/lib/brand.ts';

const buildDir = path.resolve(process.argv[2] ?? 'build');
const markdownOptions = {
  siteUrl: (process.env.SITE_URL?.trim() || brand.siteUrl).replace(/\/$/, ''),
  siteTitle: brand.siteTitle,
};

/** Runs `work`, prefixing any error with the step's name. */
async function step(name: string, work: () => Promise<string>): Promise<void> {
  try {
    console.log(await work());
  } catch (error) {
    throw new Error(`[${name}] ${(error as Error).message}`, { cause: error });
  }
}

try {
  // Before the minifiers rewrite the pages: adds their alternate links, keeps their HTML.
  const markdownInput = await readMarkdownInput(buildDir).catch((error: unknown) => {
    throw new Error(`[markdown] ${(error as Error).message}`, { cause: error });
  });
  const indexInput = await readIndexInput(buildDir).catch((error: unknown) => {
    throw new Error(`[search] ${(error as Error).message}`, { cause: error });
  });
  await Promise.all([
    step('minify', () => minifyScripts(buildDir)),
    step('minify', () => minifyPages(buildDir)),
    step('search', () => writeSiteIndex(indexInput)),
    step('markdown', () => writeMarkdownPages(buildDir, markdownInput, markdownOptions)),
  ]);
  await step('precompress', () => precompressSite(buildDir));
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
