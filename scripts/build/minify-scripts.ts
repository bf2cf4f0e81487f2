/**
 * Minifies the chunks Rspack emitted (build/assets/js, left unminified by the lean-bundle
 * plugin) with `minifyScript`, keeping each result in a cache by the hash of the chunk, so a
 * rebuild only minifies chunks that changed.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { minifyScript, scriptMinifierOptions } from './js-minifier';
import { mapLimit } from '../lib/map-limit';
import { hashParts, openContentCache } from '../lib/output-cache';

async function swcVersion(): Promise<string> {
  const manifest = await readFile(require.resolve('@swc/core/package.json'), 'utf8');
  return (JSON.parse(manifest) as { version: string }).version;
}

/** Minifies the scripts under `<buildDir>/assets/js` in place and returns a one-line summary. */
export async function minifyScripts(buildDir: string): Promise<string> {
  const started = performance.now();
  const cache = await openContentCache('js');
  const versions = `${await swcVersion()} ${JSON.stringify(scriptMinifierOptions)}`;
  const folder = path.join(buildDir, 'assets', 'js');
  const files = (await readdir(folder)).filter((name) => name.endsWith('.js'));
  let minified = 0;
  // Many files in flight: swc minifies on libuv's thread pool, so this uses every core.
  await mapLimit(files, 32, async (name) => {
    const file = path.join(folder, name);
    const code = await readFile(file, 'utf8');
    const key = hashParts([versions, code]);
    const cached = await cache.read(key);
    if (cached) {
      await writeFile(file, cached);
      return;
    }
    const output = Buffer.from(await minifyScript(name, code));
    await writeFile(file, output);
    await cache.write(key, output);
    minified += 1;
  });
  await cache.pruneUnused();
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const reused = files.length - minified;
  return `[minify] ${files.length} scripts (${minified} minified, ${reused} from cache) in ${seconds} s`;
}
