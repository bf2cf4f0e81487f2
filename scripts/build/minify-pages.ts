/**
 * Minifies every built page with @swc/html and the options of Docusaurus's static renderer
 * (`html-minifier.ts`), keeping each result in a cache by the hash of the page. `npm run build`
 * turns the renderer's minification off (SKIP_HTML_MINIFICATION) and runs this instead, so an
 * unchanged page is not minified again on every build (~2 s of the render). Pages are keyed
 * without their asset hashes (`asset-hashes.ts`), so a JavaScript change does not miss them all.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { withAssetHashes, withoutAssetHashes } from './asset-hashes';
import { minifierOptions, minifyPage } from './html-minifier';
import { listBuiltPages } from '../lib/built-pages';
import { mapLimit } from '../lib/map-limit';
import { hashParts, openContentCache } from '../lib/output-cache';

/** Versions that decide the minifier's output, so an upgrade empties the cache. */
async function minifierVersions(): Promise<string> {
  const versionOf = async (name: string) => {
    const manifest = await readFile(require.resolve(`${name}/package.json`), 'utf8');
    return (JSON.parse(manifest) as { version: string }).version;
  };
  return `${await versionOf('@swc/html')} ${JSON.stringify(minifierOptions)}`;
}

/** Minifies the pages under `buildDir` in place and returns a one-line summary. */
export async function minifyPages(buildDir: string): Promise<string> {
  const started = performance.now();
  const cache = await openContentCache('html');
  const versions = await minifierVersions();
  const files = await listBuiltPages(buildDir);
  let minified = 0;
  // Many pages in flight: @swc/html runs on libuv's thread pool, so this uses every core.
  await mapLimit(files, 32, async (file) => {
    const target = path.join(buildDir, file);
    const { text, hashes } = withoutAssetHashes(await readFile(target, 'utf8'));
    const key = hashParts([versions, text]);
    const cached = await cache.read(key);
    const restored = cached && withAssetHashes(cached.toString('utf8'), hashes);
    if (restored) {
      await writeFile(target, restored);
      return;
    }
    const output = await minifyPage(file, Buffer.from(text));
    const page = withAssetHashes(output, hashes);
    if (page === undefined) throw new Error(`${file}: the minifier changed script or style URLs`);
    await writeFile(target, page);
    await cache.write(key, Buffer.from(output));
    minified += 1;
  });
  await cache.pruneUnused();
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const reused = files.length - minified;
  return `[minify] ${files.length} pages (${minified} minified, ${reused} from cache) in ${seconds} s`;
}
