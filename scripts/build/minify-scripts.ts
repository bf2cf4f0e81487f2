/**
 * Minifies the chunks Rspack emitted (build/assets/js, left unminified by the lean-bundle
 * plugin) with `minifyScript`, reusing cached results (`rewrite-files.ts`), so a rebuild only
 * minifies chunks that changed.
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { minifyScript, scriptMinifierOptions } from './js-minifier';
import { rewriteFiles } from './rewrite-files';
import { packageVersion } from '../lib/package-version';

/** Minifies the scripts under `<buildDir>/assets/js` in place and returns a one-line summary. */
export async function minifyScripts(buildDir: string): Promise<string> {
  const started = performance.now();
  const folder = path.join(buildDir, 'assets', 'js');
  const files = (await readdir(folder))
    .filter((name) => name.endsWith('.js'))
    .map((name) => path.join(folder, name));
  const minified = await rewriteFiles({
    files,
    cache: 'js',
    salt: `${await packageVersion('@swc/core')} ${JSON.stringify(scriptMinifierOptions)}`,
    transform: (file, code) => minifyScript(path.basename(file), code),
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const reused = files.length - minified;
  return `[minify] ${files.length} scripts (${minified} minified, ${reused} from cache) in ${seconds} s`;
}
