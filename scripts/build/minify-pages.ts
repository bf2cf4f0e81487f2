/**
 * Minifies every built page with @swc/html and the options of Docusaurus's static renderer
 * (`html-minifier.ts`), reusing cached results (`rewrite-files.ts`). `npm run build` turns the
 * renderer's minification off (SKIP_HTML_MINIFICATION) and runs this instead, so an unchanged
 * page is not minified again on every build (~2 s of the render). Pages are keyed without
 * their asset hashes (`asset-hashes.ts`), so a JavaScript change does not miss them all.
 */
import path from 'node:path';
import { assetHashes } from './asset-hashes';
import { minifierOptions, minifyPage } from './html-minifier';
import { rewriteFiles } from './rewrite-files';
import { listBuiltPages } from '../lib/built-pages';
import { packageVersion } from '../lib/package-version';

/** Minifies the pages under `buildDir` in place and returns a one-line summary. */
export async function minifyPages(buildDir: string): Promise<string> {
  const started = performance.now();
  const files = (await listBuiltPages(buildDir)).map((file) => path.join(buildDir, file));
  const minified = await rewriteFiles({
    files,
    cache: 'html',
    salt: `${await packageVersion('@swc/html')} ${JSON.stringify(minifierOptions)}`,
    transform: (file, html) => minifyPage(path.relative(buildDir, file), Buffer.from(html)),
    volatile: assetHashes,
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const reused = files.length - minified;
  return `[minify] ${files.length} pages (${minified} minified, ${reused} from cache) in ${seconds} s`;
}
