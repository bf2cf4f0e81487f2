import { describe, expect, it } from 'vitest';
import { withAssetHashes, withoutAssetHashes } from './asset-hashes';

const page = `<link rel="stylesheet" href="/assets/css/styles.cf18b3ce.css"><script type="application/json" id="__site-scripts">["/assets/js/runtime~main.5dc1fe2e.js","/assets/js/main.0a1b2c3d.js"]</script><link rel="preload" href="/assets/fonts/inter-latin.0123456789ab.woff2">`;

describe('asset hashes', () => {
  it('replaces script and stylesheet hashes, in order, and leaves other URLs alone', () => {
    const { text, hashes } = withoutAssetHashes(page);
    expect(hashes).toEqual(['cf18b3ce', '5dc1fe2e', '0a1b2c3d']);
    expect(text).toContain('/assets/js/runtime~main.xxxxxxxx.js');
    expect(text).toContain('inter-latin.0123456789ab.woff2');
    expect(withAssetHashes(text, hashes)).toBe(page);
  });

  it('gives two pages that differ only in hashes the same text', () => {
    const other = page.replace('5dc1fe2e', '8a4cc177');
    expect(withoutAssetHashes(other).text).toBe(withoutAssetHashes(page).text);
  });

  it('refuses a text whose slots do not match the hashes', () => {
    const { text, hashes } = withoutAssetHashes(page);
    expect(withAssetHashes(text, hashes.slice(1))).toBeUndefined();
    expect(withAssetHashes(text.replace('main.xxxxxxxx', 'main.00000000'), hashes)).toBeUndefined();
  });
});
