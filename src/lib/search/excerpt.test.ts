import { describe, expect, it } from 'vitest';
import { excerptOf } from './excerpt';

const matchesAny =
  (...terms: string[]) =>
  (tokenTerms: readonly string[]) =>
    tokenTerms.some((term) => terms.includes(term));

describe('excerptOf', () => {
  it('marks the matched words in the window that has most of them', () => {
    const text = `${'filler words here. '.repeat(20)}Set num_nat_gateways to one NAT gateway per zone.`;
    const excerpt = excerptOf(text, matchesAny('num_nat_gateways', 'nat'));
    expect(excerpt).toContain('<mark>num_nat_gateways</mark>');
    expect(excerpt).toContain('<mark>NAT</mark> gateway');
    expect(excerpt.startsWith('…')).toBe(true);
  });

  it('escapes the text, so markup in a page is shown, never run', () => {
    const excerpt = excerptOf('vpc <img src=x onerror=alert(1)> broken', matchesAny('vpc'));
    expect(excerpt).toBe('<mark>vpc</mark> &lt;img src=x onerror=alert(1)&gt; broken');
  });

  it('starts at the beginning when nothing matches', () => {
    expect(excerptOf('One two three.', matchesAny('zzz'))).toBe('One two three.');
  });
});
