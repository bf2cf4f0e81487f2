import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { listBuiltPages, pathnameOf, readBuiltPages } from './built-pages';

async function buildDir(files: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'built-pages-'));
  for (const [file, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), text);
  }
  return dir;
}

describe('built pages', () => {
  it('lists the HTML pages, sorted, without Pagefind files or other assets', async () => {
    const dir = await buildDir({
      'index.html': '',
      'b/c.html': '',
      'a.html': '',
      'pagefind/x.html': '',
      'assets/app.js': '',
    });
    expect(await listBuiltPages(dir)).toEqual(['a.html', path.join('b', 'c.html'), 'index.html']);
  });

  it('maps a page file to its route in both layouts', () => {
    expect(pathnameOf('index.html')).toBe('/');
    expect(pathnameOf('intro.html')).toBe('/intro');
    expect(pathnameOf(path.join('guides', 'index.html'))).toBe('/guides');
    expect(pathnameOf(path.join('a', 'b.html'))).toBe('/a/b');
  });

  it('reads every page once with its route and text', async () => {
    const dir = await buildDir({ 'index.html': 'home', 'guides/index.html': 'guides' });
    expect(await readBuiltPages(dir)).toEqual([
      { file: path.join('guides', 'index.html'), pathname: '/guides', html: 'guides' },
      { file: 'index.html', pathname: '/', html: 'home' },
    ]);
  });
});
