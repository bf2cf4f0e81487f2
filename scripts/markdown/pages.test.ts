import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { htmlFileOf, llmsFull, orderRoutes, sitemapRoutes, withAlternateLinks } from './pages';

describe('the Markdown build step', () => {
  it('reads route paths from the sitemap', () => {
    const sitemap =
      '<urlset><url><loc>https://docs.example.com/</loc></url><url><loc>https://docs.example.com/a/b</loc></url></urlset>';
    expect(sitemapRoutes(sitemap)).toEqual(['/', '/a/b']);
  });

  it('finds the HTML file of a route in both layouts', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'md-pages-'));
    mkdirSync(path.join(dir, 'guides'));
    writeFileSync(path.join(dir, 'index.html'), '');
    writeFileSync(path.join(dir, 'intro.html'), '');
    writeFileSync(path.join(dir, 'guides', 'index.html'), '');
    expect(htmlFileOf(dir, '/')).toBe(path.join(dir, 'index.html'));
    expect(htmlFileOf(dir, '/intro')).toBe(path.join(dir, 'intro.html'));
    expect(htmlFileOf(dir, '/guides')).toBe(path.join(dir, 'guides', 'index.html'));
    expect(htmlFileOf(dir, '/missing')).toBeUndefined();
  });

  it('adds alternate links to the head once', () => {
    const links = [{ type: 'text/markdown', href: '/a.md' }];
    const once = withAlternateLinks('<html><head><title>A</title></head></html>', links);
    expect(once).toBe(
      '<html><head><title>A</title><link rel="alternate" type="text/markdown" href="/a.md"></head></html>',
    );
    expect(withAlternateLinks(once, links)).toBe(once);
  });

  it('orders pages by the sidebars first, then the rest by URL', () => {
    expect(orderRoutes(['/z', '/b', '/a', '/c'], ['/c', '/gone', '/a'])).toEqual([
      '/c',
      '/a',
      '/b',
      '/z',
    ]);
  });

  it('writes llms-full.txt with each page under its title and address', () => {
    const text = llmsFull(
      [
        { url: 'https://docs.example.com/a', markdown: '# A\n\nBody of A.\n' },
        { url: 'https://docs.example.com/b', markdown: '# B\n\nBody of B.\n' },
      ],
      { siteUrl: 'https://docs.example.com', siteTitle: 'Example Docs' },
    );
    expect(text).toBe(
      [
        '# Example Docs: every page\n\nEach page below starts with its title and its address.\n',
        '# A\n\nSource: https://docs.example.com/a\n\nBody of A.',
        '# B\n\nSource: https://docs.example.com/b\n\nBody of B.',
      ].join('\n\n---\n\n') + '\n',
    );
  });
});
