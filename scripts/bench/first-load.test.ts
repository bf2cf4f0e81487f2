import { describe, expect, it } from 'vitest';
import { jsPaths } from './first-load';

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
