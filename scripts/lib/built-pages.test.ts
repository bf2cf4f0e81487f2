import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { listBuiltPages } from './built-pages';

describe('listBuiltPages', () => {
  it('lists the HTML pages, sorted, without search index files or other assets', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'built-pages-'));
    for (const file of [
      'index.html',
      'b/c.html',
      'a.html',
      'search-index/x.html',
      'assets/app.js',
    ]) {
      await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
      await writeFile(path.join(dir, file), '');
    }
    expect(await listBuiltPages(dir)).toEqual(['a.html', path.join('b', 'c.html'), 'index.html']);
  });
});
