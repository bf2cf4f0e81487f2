import { describe, expect, it } from 'vitest';
import { compressible, worthCompressing } from './precompress-rules';

describe('precompress rules', () => {
  it('compresses text formats and leaves images and Pagefind chunks alone', () => {
    for (const name of ['a.html', 'main.1.js', 's.css', 'sitemap.xml', 'x.svg']) {
      expect(compressible.test(name), name).toBe(true);
    }
    for (const name of ['logo.png', 'en_1.pf_fragment', 'a.woff2']) {
      expect(compressible.test(name), name).toBe(false);
    }
  });

  it('keeps a twin only when the file is big enough and the twin clearly smaller', () => {
    expect(worthCompressing(500, 200)).toBe(false);
    expect(worthCompressing(10_000, 9_500)).toBe(false);
    expect(worthCompressing(10_000, 2_000)).toBe(true);
  });
});
