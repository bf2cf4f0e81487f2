/**
 * `npm run bench:search-node`: the fast loop for tuning: the same query sets over the records
 * of build/ in Node (the site's engine and the peers), without a browser or server. Records are
 * cached in a temporary file (`--fresh` reads build/ again). `--ours` skips the peers,
 * `--misses` lists the queries whose page is not in the top 3, and `--set name=value` (repeatable)
 * tries another ranking value, e.g. `--set fieldWeights.title=8 --set ranking.k1=1.5`.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { tmpdir } from 'node:os';
import { runPeers, setRankingValue } from './peers.ts';
import { readIndexInput } from '../../search/read-records.ts';
import { loadQuerySets, percentiles, report } from './metrics.ts';
import type { PageRecord } from '../../search/records.ts';

const cache = path.join(tmpdir(), 'gruntwork-docs-search-records.json');

const args = process.argv.slice(2);
for (const [i, arg] of args.entries()) {
  if (arg !== '--set') continue;
  const [name = '', value = ''] = (args[i + 1] ?? '').split('=');
  setRankingValue(name, Number(value));
}
let records: PageRecord[];
if (existsSync(cache) && !args.includes('--fresh')) {
  records = JSON.parse(readFileSync(cache, 'utf8')) as PageRecord[];
} else {
  records = (await readIndexInput(path.resolve('build'))).records;
  writeFileSync(cache, JSON.stringify(records));
}
const only = args.includes('--ours');
for (const { name: file, queries } of loadQuerySets([])) {
  const runs = await runPeers('build', queries, records);
  for (const run of only ? runs.slice(0, 1) : runs) {
    console.log('');
    for (const line of report(`${run.name}, ${path.basename(file)}`, queries, run.answers))
      console.log(line);
    const times = run.answers
      .map((answer) => answer.latencyMs)
      .filter((ms): ms is number => ms !== undefined);
    if (times.length) {
      const { median, p95 } = percentiles(times);
      console.log(`  query latency: median ${median.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms`);
    }
  }
  if (args.includes('--misses')) {
    const ours = runs[0]?.answers ?? [];
    queries.forEach((query, i) => {
      const urls = ours[i]?.urls ?? [];
      const rank = urls.findIndex((url) => query.expect.includes(url.replace(/#.*/, '')));
      if (rank < 0 || rank > 2)
        console.log(
          `MISS ${query.kind} [${rank + 1}] ${query.q} -> ${query.expect[0]} | got ${urls.slice(0, 3).join(' ')}`,
        );
    });
  }
}
