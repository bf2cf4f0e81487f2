import { describe, expect, it } from 'vitest';
import { jsPaths, splitScripts } from './first-load';

describe('jsPaths', () => {
  it('keeps same-origin scripts once each and drops everything else', () => {
    const origin = 'http://127.0.0.1:4173';
    expect(
      jsPaths(
        [
          `${origin}/assets/js/main.1.js`,
          `${origin}/assets/js/main.1.js?v=2`,
          `${origin}/assets/css/a.css`,
          'https://cdn.example/x.js',
          `${origin}/pagefind/pagefind.js`,
        ],
        origin,
      ),
    ).toEqual(['/assets/js/main.1.js', '/pagefind/pagefind.js']);
  });
});

describe('splitScripts', () => {
  it('counts scripts the page runs apart from the ones it prefetches for links', () => {
    const origin = 'http://127.0.0.1:4173';
    const requests = [
      { url: `${origin}/assets/js/main.1.js`, resourceType: 'script' },
      { url: `${origin}/assets/js/page.2.js`, resourceType: 'script' },
      { url: `${origin}/assets/js/next.3.js`, resourceType: 'other' },
      { url: `${origin}/assets/js/page.2.js`, resourceType: 'other' },
      { url: `${origin}/assets/css/a.css`, resourceType: 'stylesheet' },
    ];
    expect(splitScripts(requests, origin)).toEqual({
      executed: ['/assets/js/main.1.js', '/assets/js/page.2.js'],
      prefetched: ['/assets/js/next.3.js'],
    });
  });
});
