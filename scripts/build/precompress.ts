/**
 * Post-build step: writes a `.gz` twin (gzip level 9) next to every compressible file in build/,
 * so nginx's gzip_static (and a CDN upload) sends ready-made gzip instead of compressing each
 * response on the fly, which capped the server near 2,000 req/s (see deploy/README.md). Runs in
 * `npm run build` after indexing, so a twin is never older than its original.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { compressible, worthCompressing } from './precompress-rules';

const gzipAsync = promisify(gzip);

async function main(): Promise<void> {
  const started = performance.now();
  const buildDir = path.resolve(process.argv[2] ?? 'build');
  const entries = await readdir(buildDir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && compressible.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
  let written = 0;
  // A few files at a time: zlib runs on libuv's thread pool, so this uses every core.
  for (let i = 0; i < files.length; i += 16) {
    const batch = await Promise.all(
      files.slice(i, i + 16).map(async (file) => {
        const content = await readFile(file);
        const compressed = await gzipAsync(content, { level: 9 });
        if (!worthCompressing(content.length, compressed.length)) return 0;
        await writeFile(`${file}.gz`, compressed);
        return 1;
      }),
    );
    written += batch.reduce<number>((sum, n) => sum + n, 0);
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `[precompress] wrote ${written} .gz files for ${files.length} candidates in ${seconds} s`,
  );
}

main().catch((error: unknown) => {
  console.error(`[precompress] ${(error as Error).message}`);
  process.exit(1);
});
