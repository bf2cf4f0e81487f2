/**
 * `npm run bench`: prints build, page-weight and search figures for the whole site, and the
 * lean build against the stock runtime (build-stock/, LEAN_BUNDLE=off). Figures only; nothing
 * here passes or fails. Set BENCH_SKIP_BUILD=1 to measure existing build/ and build-stock/.
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Page } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../../tests/chromium.ts';
import { firstLoadBudgets } from '../../tests/budgets.ts';
import { listBuiltPages } from '../lib/built-pages.ts';
import { cacheRoot } from '../lib/output-cache.ts';
import { runLighthouse } from './lighthouse.mts';
import { compareWithStock, measureFirstLoad, waitFor } from './compare-stock.mts';
import { runInBrowser } from './search/browser.mts';
import { percentiles, score, type RelevanceQuery } from './search/metrics.ts';

const port = 4199;
const origin = `http://127.0.0.1:${port}`;
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/** Runs a command under GNU time and returns wall seconds and peak RSS in MiB. */
function timedCommand(command: string): { seconds: number; peakMiB: number } {
  const result = execFileSync(
    'bash',
    ['-c', `/usr/bin/time -f '%e %M' ${command} 2>&1 >/dev/null | tail -1`],
    {
      encoding: 'utf8',
    },
  );
  const [seconds, kb] = result.trim().split(' ').map(Number);
  return { seconds: seconds ?? NaN, peakMiB: (kb ?? NaN) / 1024 };
}

function dirSize(dir: string): { bytes: number; files: number } {
  let bytes = 0;
  let files = 0;
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    bytes += statSync(path.join(entry.parentPath, entry.name)).size;
    files += 1;
  }
  return { bytes, files };
}

async function main(): Promise<void> {
  if (!process.env.BENCH_SKIP_BUILD) {
    // Cold: no bundler or post-build cache and no generation stamp, as on a fresh clone.
    execFileSync('npx', ['docusaurus', 'clear'], { stdio: 'ignore' });
    rmSync(cacheRoot(), { recursive: true, force: true });
    rmSync(path.join('generated', '.generate-inputs'), { force: true });
    const cold = timedCommand('npm run build');
    const warm = timedCommand('npm run build');
    console.log(
      `build (cold)          ${cold.seconds.toFixed(1)} s, peak RSS ${cold.peakMiB.toFixed(0)} MiB`,
    );
    console.log(
      `build (warm)          ${warm.seconds.toFixed(1)} s, peak RSS ${warm.peakMiB.toFixed(0)} MiB`,
    );
    const stock = timedCommand('npm run build:stock');
    console.log(`build (stock runtime) ${stock.seconds.toFixed(1)} s`);
  }
  const buildDir = path.resolve('build');
  console.log(`pages built           ${(await listBuiltPages(buildDir)).length} HTML files`);

  const index = timedCommand('npx tsx scripts/search/build-index.mts build');
  const indexSize = dirSize(path.join(buildDir, 'search-index'));
  console.log(`search index build    ${index.seconds.toFixed(1)} s`);
  console.log(`search index on disk  ${kib(indexSize.bytes)} in ${indexSize.files} files`);

  // The production nginx server (gzip, caching), so Lighthouse sees what readers get.
  const server = spawn('npm', ['run', 'serve:prod', '--', '--port', String(port)], {
    stdio: 'ignore',
    detached: true,
  });
  try {
    await waitFor(origin);
    const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
    for (const { label, path: pagePath, kib: budget } of firstLoadBudgets) {
      const { run, later } = await measureFirstLoad(browser, origin, buildDir, pagePath);
      console.log(
        `first-load JS ${label.padEnd(16)} ${kib(run.gzip)} gzip (${kib(run.raw)} raw, ${run.files} files; budget ${budget} KiB); prefetched for links ${kib(later.gzip)} gzip`,
      );
    }

    const heaviest = heaviestReferencePage(buildDir);
    {
      const { run } = await measureFirstLoad(browser, origin, buildDir, heaviest.path);
      console.log(
        `heaviest reference    ${heaviest.path}: HTML ${kib(heaviest.gzip)} gzip (${kib(heaviest.raw)} raw), first-load JS ${kib(run.gzip)} gzip`,
      );
    }

    const oneWord = await coldQueryBytes(browser, 'vpc');
    console.log(
      `search bytes, 1st query "vpc" (cold)  ${kib(oneWord.raw)} raw, ${kib(oneWord.gzip)} gzip`,
    );
    const phrase = await coldQueryBytes(browser, 'terraform state lock');
    console.log(
      `search bytes, 1st query "terraform state lock" (cold)  ${kib(phrase.raw)} raw, ${kib(phrase.gzip)} gzip`,
    );
    const devSet = path.resolve('../shared/search/dev-queries.json');
    if (existsSync(devSet)) {
      const queries = JSON.parse(readFileSync(devSet, 'utf8')) as RelevanceQuery[];
      const { answers } = await runInBrowser(origin, queries);
      const figures = score(queries, answers);
      const { median, p95 } = percentiles(answers.map((answer) => answer.latencyMs ?? NaN));
      console.log(
        `search relevance      hit@3 ${((100 * figures.hit3) / figures.queries).toFixed(0)} % over ${figures.queries} dev queries; typed query to results median ${median.toFixed(0)} ms, p95 ${p95.toFixed(0)} ms (npm run bench:search for the full tables)`,
      );
    }
    await browser.close();

    const scores = await runLighthouse(firstLoadBudgets.map((entry) => `${origin}${entry.path}`));
    scores.forEach((figures, i) => {
      const label = firstLoadBudgets[i]?.label ?? '';
      console.log(
        `lighthouse ${label.padEnd(16)} performance ${figures.performance}, accessibility ${figures.accessibility}, best practices ${figures.bestPractices}, SEO ${figures.seo}; TBT ${figures.totalBlockingTimeMs.toFixed(0)} ms, LCP ${figures.largestContentfulPaintMs.toFixed(0)} ms`,
      );
    });
  } finally {
    if (server.pid) process.kill(-server.pid);
  }
  await compareWithStock(
    { label: 'lean', buildDir: 'build', port: port + 10 },
    { label: 'stock', buildDir: 'build-stock', port: port + 11 },
  );
}

/** The reference page with the most HTML (gzip), the one the item lists make heaviest. */
function heaviestReferencePage(buildDir: string): { path: string; raw: number; gzip: number } {
  let heaviest = { path: '', raw: 0, gzip: 0 };
  const root = path.join(buildDir, 'reference');
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    const file = path.join(entry.parentPath, entry.name);
    const html = readFileSync(file);
    const gzip = gzipSync(html, { level: 9 }).length;
    if (gzip > heaviest.gzip) {
      const route = `/${path.relative(buildDir, file).split(path.sep).join('/')}`.replace(
        /(\/index)?\.html$/,
        '',
      );
      heaviest = { path: route, raw: html.length, gzip };
    }
  }
  return heaviest;
}

/**
 * Running totals of what the page fetches once `counting` is on: decoded bytes of each
 * response and their gzip size (what the production server sends).
 */
function countBytes(page: Page, counting: { on: boolean }): { raw: number; gzip: number } {
  const bytes = { raw: 0, gzip: 0 };
  page.on('response', (response) => {
    if (!counting.on) return;
    void response.body().then(
      (body) => {
        bytes.raw += body.length;
        bytes.gzip += gzipSync(body).length;
      },
      () => undefined,
    );
  });
  return bytes;
}

/** Bytes the search modal fetches (its code, the engine and index files) for a first query. */
async function coldQueryBytes(browser: Browser, query: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const counting = { on: false };
  const bytes = countBytes(page, counting);
  await page.goto(`${origin}/intro/overview/intro-to-gruntwork`, { waitUntil: 'networkidle' });
  counting.on = true;
  await page.keyboard.press('Control+k');
  await page.getByRole('combobox', { name: 'Search docs' }).fill(query);
  await page.getByRole('option').first().waitFor();
  await page.waitForLoadState('networkidle');
  await context.close();
  return bytes;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
