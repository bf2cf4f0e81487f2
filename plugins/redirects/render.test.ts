import { describe, expect, it } from 'vitest';
import { planRedirects, renderRedirectPage } from './render';

const toBare = (p: string) => (p.startsWith('/new/') ? [p.replace('/new/', '/old/')] : undefined);

describe('planRedirects', () => {
  it('maps each old form to its live page', () => {
    expect(planRedirects(['/new/a', '/other'], toBare)).toEqual([{ from: '/old/a', to: '/new/a' }]);
  });

  it('refuses an old path that is also a live page', () => {
    expect(() => planRedirects(['/new/a', '/old/a'], toBare)).toThrow(
      '/old/a is a page of its own; it cannot redirect to /new/a',
    );
  });

  it('refuses an old path claimed by two pages', () => {
    expect(() => planRedirects(['/x', '/y'], () => ['/z'])).toThrow(
      '/z would redirect to both /x and /y',
    );
  });
});

describe('renderRedirectPage', () => {
  it('writes a complete document that forwards without inline script', () => {
    const html = renderRedirectPage({ from: '/old', to: '/new/a' }, 'https://docs.example.com/');
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<title>Moved to /new/a</title>');
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/new/a">');
    expect(html).toContain('<link rel="canonical" href="https://docs.example.com/new/a">');
    expect(html).toContain('<script src="/redirect.js" data-to="/new/a"></script>');
    expect(html).not.toMatch(/<script>/);
  });
});
