/**
 * `npm run loadtest`: starts `serve:prod` on a free loopback port and measures it with
 * Debian's wrk: a doc page (plain and gzip) and a hashed asset, each for a fixed 10 s with
 * 64 connections. Prints requests/second, latency percentiles and errors; exits 1 when any
 * request failed. Traffic stays on 127.0.0.1. Not part of `npm test`.
 */
import { execFile, spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import net from 'node:net';
import { promisify } from 'node:util';
import { errorCount, formatTable, parseWrkOutput, type WrkResult } from './wrk.ts';

const execFileAsync = promisify(execFile);
const host = '127.0.0.1';
const docPath = '/intro/overview/intro-to-gruntwork';
const goal = 5000;
// Bounded: two threads, 64 connections, 10 s per target, and wrk is killed after 30 s.
const wrkArgs = ['-t2', '-c64', '-d10s', '--timeout', '5s', '--latency'];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, host, () => {
      const address = probe.address();
      probe.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('No port assigned'));
      });
    });
  });
}

async function waitUntilServing(origin: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const ok = await fetch(`${origin}/`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${origin} did not answer within 30 s`);
}

/** The site's stylesheet bundle: hashed, and loaded by every page. */
function hashedAsset(): string {
  const name = readdirSync('build/assets/css').find((file) => /\.[0-9a-f]{8}\.css$/.test(file));
  if (!name) throw new Error('No hashed stylesheet in build/assets/css: run "npm run build".');
  return `/assets/css/${name}`;
}

async function measure(url: string, headers: string[]): Promise<WrkResult> {
  if (new URL(url).hostname !== host) throw new Error(`Refusing to load-test ${url}`);
  const args = [...wrkArgs, ...headers.flatMap((header) => ['-H', header]), url];
  const { stdout } = await execFileAsync('/usr/bin/wrk', args, { timeout: 30_000 });
  return parseWrkOutput(stdout);
}

async function main(): Promise<void> {
  const port = await freePort();
  const origin = `http://${host}:${port}`;
  const server = spawn(
    'node_modules/.bin/tsx',
    ['scripts/serve/serve-prod.ts', '--port', `${port}`],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const stopped = new Promise((resolve) => server.once('exit', resolve));
  try {
    await waitUntilServing(origin);
    const asset = hashedAsset();
    const gzip = 'Accept-Encoding: gzip';
    // The goal applies to the plain wrk command; the gzip runs show what browsers get.
    const targets = [
      { label: `doc page ${docPath}`, path: docPath, headers: [], goal: true },
      { label: `hashed asset ${asset}`, path: asset, headers: [], goal: true },
      { label: 'doc page, gzip', path: docPath, headers: [gzip], goal: false },
      { label: 'hashed asset, gzip', path: asset, headers: [gzip], goal: false },
    ];
    for (const target of targets) {
      const check = await fetch(origin + target.path);
      if (!check.ok) throw new Error(`${target.path} answered ${check.status} before the test`);
    }
    const rows: { label: string; result: WrkResult; goal: boolean }[] = [];
    for (const { label, path, headers, goal: counts } of targets) {
      const flags = headers.map((header) => `-H '${header}' `).join('');
      console.log(`wrk ${wrkArgs.join(' ')} ${flags}${origin}${path}`);
      rows.push({ label, result: await measure(origin + path, headers), goal: counts });
    }
    console.log(`\n${formatTable(rows)}\n`);
    const errors = rows.reduce((sum, row) => sum + errorCount(row.result), 0);
    const slowest = Math.min(
      ...rows.filter((row) => row.goal).map((row) => row.result.requestsPerSecond),
    );
    const met = slowest >= goal && errors === 0;
    console.log(
      `Goal >= ${goal} req/s with 0 errors (plain requests): ${met ? 'met' : 'not met'} ` +
        `(slowest ${slowest.toFixed(0)} req/s; ${errors} errors in all runs).`,
    );
    // The build writes no .gz files, so each gzip response above was compressed on the spot.
    console.log('The gzip rows are compressed per request unless the build has written .gz files.');
    if (errors > 0) process.exitCode = 1;
  } finally {
    server.kill('SIGTERM');
    await stopped;
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
