import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempCacheDirPerTest } from '../lib/temp-cache-dir';
import { assetHashes } from './asset-hashes';
import { rewriteFiles } from './rewrite-files';

const work = tempCacheDirPerTest('rewrite-files-');

const upper = (_file: string, text: string) => Promise.resolve(text.toUpperCase());

describe('rewriteFiles', () => {
  it('transforms each file once and reuses the result for the same input', async () => {
    const files = ['a.txt', 'b.txt'].map((name) => path.join(work(), name));
    for (const file of files) await writeFile(file, `text of ${path.basename(file)}`);
    const rewrite = { files, cache: 't', salt: 'v1', transform: upper };
    expect(await rewriteFiles(rewrite)).toBe(2);
    for (const file of files) await writeFile(file, `text of ${path.basename(file)}`);
    expect(await rewriteFiles(rewrite)).toBe(0);
    expect(await readFile(files[0] ?? '', 'utf8')).toBe('TEXT OF A.TXT');
    expect(await rewriteFiles({ ...rewrite, salt: 'v2' })).toBe(2);
  });

  it('keys pages without their asset hashes and puts each page its own back', async () => {
    const file = path.join(work(), 'page.html');
    const page = (hash: string) => `<script src="/assets/js/main.${hash}.js"></script>`;
    const keep = (_file: string, text: string) =>
      Promise.resolve(text.replace('<script', '<SCRIPT'));
    const rewrite = { files: [file], cache: 'h', salt: '', transform: keep, volatile: assetHashes };
    await writeFile(file, page('0a1b2c3d'));
    expect(await rewriteFiles(rewrite)).toBe(1);
    await writeFile(file, page('4e5f6a7b'));
    expect(await rewriteFiles(rewrite)).toBe(0);
    expect(await readFile(file, 'utf8')).toBe(
      '<SCRIPT src="/assets/js/main.4e5f6a7b.js"></script>',
    );
  });

  it('fails naming the file when the transform drops an asset URL', async () => {
    const file = path.join(work(), 'page.html');
    await writeFile(file, '<script src="/assets/js/main.0a1b2c3d.js"></script>');
    const drop = () => Promise.resolve('<p>no scripts</p>');
    await expect(
      rewriteFiles({ files: [file], cache: 'h', salt: '', transform: drop, volatile: assetHashes }),
    ).rejects.toThrow(/page\.html: /);
  });
});
