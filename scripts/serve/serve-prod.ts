/**
 * `npm run serve:prod -- --port N`: serves build/ on 127.0.0.1 with the production nginx
 * configuration. nginx runs in the foreground as this process's child; Ctrl+C or SIGTERM
 * reach it, and this process exits with nginx's status.
 */
import { toolPath } from '../lib/system-tools.mjs';
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseServeArgs } from './args.ts';
import { prepareConfig } from './prepare.ts';
import { incompleteBuild } from '../build/publish.ts';
import { ancestorsOf, isAlive } from './ancestors.ts';

const nginxPath = toolPath('nginx');

async function main(): Promise<void> {
  const args = parseServeArgs(process.argv.slice(2), 8080);
  if (!existsSync(nginxPath)) {
    throw new Error(
      `nginx not found at ${nginxPath}. Run "node scripts/ensure-system-packages.mjs nginx".`,
    );
  }
  const incomplete = incompleteBuild(args.buildDir);
  if (incomplete) throw new Error(`Not serving: ${incomplete}.`);
  // One folder per port, so the browser tests and a load test can run side by side.
  const outDir = args.outDir ?? path.join('.serve', String(args.port));
  const conf = await prepareConfig({ ...args, preset: 'local', outDir, env: process.env });
  const prefix = path.dirname(conf);

  // -e stderr: nginx opens its compiled-in error log before reading the configuration,
  // which fails without root; -p keeps any relative path inside the rendered folder.
  const nginx = spawn(nginxPath, ['-e', 'stderr', '-p', prefix, '-c', conf, '-g', 'daemon off;'], {
    stdio: 'inherit',
  });
  console.log(
    `Serving ${args.buildDir}/ with nginx on http://127.0.0.1:${args.port} (config: ${prefix})`,
  );

  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(signal, () => nginx.kill(signal === 'SIGHUP' ? 'SIGTERM' : signal));
  }
  // If whatever started this process goes away without passing a signal on (npm killed by
  // any signal: npm runs tsx, which runs this file in a child), stop nginx too rather than
  // leave it holding the port. The parent, tsx's parent and npm's are watched.
  const parent = process.ppid;
  const ancestors = ancestorsOf(process.pid, 3);
  setInterval(() => {
    if (process.ppid !== parent || !ancestors.every(isAlive)) nginx.kill('SIGTERM');
  }, 500).unref();
  nginx.on('error', (error) => {
    console.error(`Could not start nginx: ${error.message}`);
    process.exit(1);
  });
  nginx.on('exit', (code, signal) => {
    // A stop we asked for (SIGINT/SIGTERM) ends nginx with status 0; anything else is a failure.
    process.exit(code ?? (signal ? 1 : 0));
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
