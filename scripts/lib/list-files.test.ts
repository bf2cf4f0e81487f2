import { mkdtemp, mkdir, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { listFiles } from './list-files';

vi.mock('node:fs/promises', async (importOriginal) => {
  const original = await importOriginal<typeof import('node:fs/promises')>();
  return { ...original, readdir: vi.fn(original.readdir) };
});

async function tree(files: string[]): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'list-files-'));
  for (const file of files) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), '');
  }
  return dir;
}

describe('listFiles', () => {
  it('lists files at every depth, as absolute paths', async () => {
    const dir = await tree(['index.html', 'a/b/c.js', 'a/d.css']);
    expect((await listFiles(dir)).sort()).toEqual(
      ['a/b/c.js', 'a/d.css', 'index.html'].map((file) => path.join(dir, file)),
    );
  });

  it('does not read the skipped top-level folders at all', async () => {
    const dir = await tree(['index.html', 'pagefind/x.js', 'pagefind/y/z.js', 'assets/app.js']);
    vi.mocked(readdir).mockClear();
    expect((await listFiles(dir, ['pagefind'])).sort()).toEqual(
      ['assets/app.js', 'index.html'].map((file) => path.join(dir, file)),
    );
    const read = vi.mocked(readdir).mock.calls.map(([folder]) => String(folder));
    expect(read).toContain(path.join(dir, 'assets'));
    expect(read.filter((folder) => folder.includes('pagefind'))).toEqual([]);
  });
});
