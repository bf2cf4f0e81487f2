/**
 * `npm run bench:search`: relevance and speed of the site's search as a reader gets it. Serves
 * build/ with the production server, types every query of the development sets into /search in
 * Chromium, and prints hit@1/3/10, MRR, zero-result queries and excerpts with chrome per query
 * kind, query latency and the bytes of the first query; then the same figures for peer engines
 * over the same pages (peers.ts). Figures only; nothing passes or fails.
 *
 * Sets: ../shared/search/dev-queries.json when present, and queries.json beside this file.
 * `--queries FILE` (repeatable) replaces them; `--no-peers` skips the peer engines.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { waitFor } from '../compare-stock.mts';
import { runInBrowser } from './browser.mts';
import { loadQuerySets, percentiles, report } from './metrics.ts';
import { runPeers } from './peers.ts';

const port = 4198;
const origin = `http://127.0.0.1:${port}`;

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const sets = loadQuerySets(
    args.flatMap((arg, i) => (arg === '--queries' ? [args[i + 1] ?? ''] : [])),
  );
  const server = spawn('npm', ['run', 'serve:prod', '--', '--port', String(port)], {
    stdio: 'ignore',
    detached: true,
  });
  try {
    await waitFor(origin);
    for (const set of sets) {
      const run = await runInBrowser(origin, set.queries);
      console.log('');
      for (const line of report(`site /search, ${set.name}`, set.queries, run.answers))
        console.log(line);
      const { median, p95 } = percentiles(run.answers.map((answer) => answer.latencyMs ?? NaN));
      console.log(
        `  typed query to results: median ${median.toFixed(0)} ms, p95 ${p95.toFixed(0)} ms (includes the page's debounce)`,
      );
      const engine = percentiles(run.engineMs);
      console.log(
        `  search in the page (ranking, index files, excerpts): median ${engine.median.toFixed(1)} ms, p95 ${engine.p95.toFixed(1)} ms over ${run.engineMs.length} queries`,
      );
      const first = run.firstQuery;
      console.log(
        `  first query downloads: ${(first.gzip / 1024).toFixed(1)} KiB gzip (${(first.raw / 1024).toFixed(1)} KiB raw, ${first.files} files)`,
      );
      if (!args.includes('--no-peers')) {
        for (const peer of await runPeers(path.resolve('build'), set.queries)) {
          console.log('');
          for (const line of report(`${peer.name}, ${set.name}`, set.queries, peer.answers))
            console.log(line);
        }
      }
    }
  } finally {
    if (server.pid) process.kill(-server.pid);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
