/**
 * `npm run analyze`: clears the bundler cache, builds with source maps into .analyze/ (so the
 * next `npm run build` compiles from scratch) and prints, for the four largest
 * scripts, which packages and generated files their bytes come from (gzip of each source's
 * share, so the figures add up to roughly the file's gzip size).
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { TraceMap } from '@jridgewell/trace-mapping';
import { breakdown } from './breakdown';

function main(): void {
  const outDir = path.resolve('.analyze');
  // Rspack's persistent cache would hand back modules compiled without source maps.
  rmSync(path.resolve('node_modules', '.cache'), { recursive: true, force: true });
  execFileSync('npx', ['docusaurus', 'build', '--out-dir', outDir], {
    stdio: 'inherit',
    env: { ...process.env, BUNDLE_SOURCEMAPS: '1' },
  });
  const jsDir = path.join(outDir, 'assets', 'js');
  const files = readdirSync(jsDir)
    .filter((name) => name.endsWith('.js'))
    .sort((a, b) => statSync(path.join(jsDir, b)).size - statSync(path.join(jsDir, a)).size)
    .slice(0, 4);
  for (const name of files) {
    const code = readFileSync(path.join(jsDir, name), 'utf8');
    const map = new TraceMap(readFileSync(path.join(jsDir, `${name}.map`), 'utf8'));
    console.log(`\n${name}: ${(gzipSync(code, { level: 9 }).length / 1024).toFixed(1)} KiB gzip`);
    for (const [group, bytes] of breakdown(code, map).slice(0, 15)) {
      console.log(`${(bytes / 1024).toFixed(1).padStart(8)} KiB  ${group}`);
    }
  }
}

main();
