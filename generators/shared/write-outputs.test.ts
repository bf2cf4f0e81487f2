import { mkdtemp, readFile, stat, utimes, writeFile, mkdir } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { syncOutputs } from './write-outputs';

describe('syncOutputs', () => {
  it('writes new and changed files, keeps unchanged ones untouched and deletes stale ones', async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'sync-outputs-'));
    const keep = path.join(root, 'a', 'keep.mdx');
    const change = path.join(root, 'change.mdx');
    const stale = path.join(root, 'a', 'stale.mdx');
    await mkdir(path.dirname(keep), { recursive: true });
    await writeFile(keep, 'same');
    await writeFile(change, 'old');
    await writeFile(stale, 'gone');
    const past = new Date('2020-01-01T00:00:00Z');
    await utimes(keep, past, past);

    const result = await syncOutputs(
      [root],
      [
        { path: keep, content: 'same' },
        { path: change, content: 'new' },
        { path: path.join(root, 'b', 'added.mdx'), content: 'added' },
      ],
    );

    expect(result).toEqual({ written: 2, unchanged: 1, deleted: 1 });
    expect((await stat(keep)).mtime.toISOString()).toBe(past.toISOString());
    expect(await readFile(change, 'utf8')).toBe('new');
    expect(await readFile(path.join(root, 'b', 'added.mdx'), 'utf8')).toBe('added');
    expect(existsSync(stale)).toBe(false);
  });

  it('creates a missing output root', async () => {
    const root = path.join(await mkdtemp(path.join(os.tmpdir(), 'sync-outputs-')), 'new-root');
    const result = await syncOutputs([root], [{ path: path.join(root, 'x.mdx'), content: 'x' }]);
    expect(result).toEqual({ written: 1, unchanged: 0, deleted: 0 });
  });

  it('leaves files beside its roots alone, such as another family in the same static folder', async () => {
    const base = await mkdtemp(path.join(os.tmpdir(), 'sync-outputs-'));
    const feed = path.join(base, 'static', 'guides', 'atom.xml');
    await mkdir(path.dirname(feed), { recursive: true });
    await writeFile(feed, 'feed');
    const root = path.join(base, 'static', 'reference');
    await syncOutputs([root], [{ path: path.join(root, 'a.json'), content: '{}' }]);
    expect(await readFile(feed, 'utf8')).toBe('feed');
  });

  it('refuses a file outside its roots and writes nothing', async () => {
    const base = await mkdtemp(path.join(os.tmpdir(), 'sync-outputs-'));
    const root = path.join(base, 'reference');
    const inside = path.join(root, 'a.json');
    const stray = path.join(base, 'guides', 'b.json');
    await expect(
      syncOutputs(
        [root],
        [
          { path: inside, content: '{}' },
          { path: stray, content: '{}' },
        ],
      ),
    ).rejects.toThrow(`Not inside the output folders ${root}: ${stray}`);
    expect(existsSync(inside)).toBe(false);
  });
});
