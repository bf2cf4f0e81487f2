import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempCacheDirPerTest } from './temp-cache-dir';
import { copyTree, hashParts, openContentCache, restoreFolder, storeFolder } from './output-cache';

const work = tempCacheDirPerTest('output-cache-');

async function makeTree(root: string, files: Record<string, string>): Promise<void> {
  for (const [name, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, name)), { recursive: true });
    await writeFile(path.join(root, name), content);
  }
}

describe('hashParts', () => {
  it('tells apart parts that concatenate to the same text', () => {
    expect(hashParts(['ab', 'c'])).not.toBe(hashParts(['a', 'bc']));
    expect(hashParts(['ab', 'c'])).toBe(hashParts(['ab', 'c']));
  });
});

describe('copyTree', () => {
  it('copies nested files and folders', async () => {
    await makeTree(path.join(work(), 'src'), { 'a.txt': 'A', 'deep/er/b.txt': 'B' });
    await copyTree(path.join(work(), 'src'), path.join(work(), 'dst'));
    expect(await readFile(path.join(work(), 'dst/deep/er/b.txt'), 'utf8')).toBe('B');
    expect(await readFile(path.join(work(), 'dst/a.txt'), 'utf8')).toBe('A');
  });
});

describe('restoreFolder and storeFolder', () => {
  it('misses an unknown key and restores a stored one', async () => {
    await makeTree(path.join(work(), 'out'), { 'index.js': 'one', 'part/x.pf': 'two' });
    expect(await restoreFolder('idx', 'k1', path.join(work(), 'restored'))).toBe(false);
    await storeFolder('idx', 'k1', path.join(work(), 'out'));
    expect(await restoreFolder('idx', 'k1', path.join(work(), 'restored'))).toBe(true);
    expect(await readFile(path.join(work(), 'restored/part/x.pf'), 'utf8')).toBe('two');
  });

  it('keeps only the newest key', async () => {
    await makeTree(path.join(work(), 'out'), { 'index.js': 'one' });
    await storeFolder('idx', 'old', path.join(work(), 'out'));
    await storeFolder('idx', 'new', path.join(work(), 'out'));
    expect(await readdir(path.join(work(), 'cache/idx'))).toEqual(['new']);
    expect(await restoreFolder('idx', 'old', path.join(work(), 'restored'))).toBe(false);
  });
});

describe('openContentCache', () => {
  it('takes the same entry written twice at once (two files with the same content)', async () => {
    const cache = await openContentCache('same');
    await Promise.all([cache.write('k', Buffer.from('x')), cache.write('k', Buffer.from('x'))]);
    expect(String(await cache.read('k'))).toBe('x');
    expect(await readdir(path.join(work(), 'cache/same'))).toEqual(['k']);
  });
});
