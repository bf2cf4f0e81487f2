/**
 * Takes the content hashes out of a page's script and stylesheet URLs and puts them back. Any
 * change to the JavaScript changes the runtime chunk's hash, which every page names, so without
 * this one edited doc made every page's HTML new to the minifier cache. Minifying never moves,
 * drops or duplicates these URLs, so hashes go back in the same order.
 */
import type { Volatile } from './rewrite-files';

const assetUrl = /(\/assets\/(?:js|css)\/[\w~.-]*?\.)([0-9a-f]{8})(\.(?:js|css))/g;
const placeholder = 'xxxxxxxx';
/** An asset URL with either a hash or the placeholder, to check that every slot is filled. */
const slotUrl = /(\/assets\/(?:js|css)\/[\w~.-]*?\.)(xxxxxxxx|[0-9a-f]{8})(\.(?:js|css))/g;

export function withoutAssetHashes(html: string): { text: string; hashes: string[] } {
  const hashes: string[] = [];
  const text = html.replace(assetUrl, (_match, before: string, hash: string, after: string) => {
    hashes.push(hash);
    return `${before}${placeholder}${after}`;
  });
  return { text, hashes };
}

/** Inverse of withoutAssetHashes; undefined when `text` does not hold one slot per hash. */
export function withAssetHashes(text: string, hashes: readonly string[]): string | undefined {
  const state = { next: 0, valid: true };
  const restored = text.replace(slotUrl, (match, before: string, hash: string, after: string) => {
    const value = hashes[state.next];
    state.next += 1;
    if (hash !== placeholder || value === undefined) {
      state.valid = false;
      return match;
    }
    return `${before}${value}${after}`;
  });
  return state.valid && state.next === hashes.length ? restored : undefined;
}

/** The asset hashes of a page as the volatile part of a cached rewrite (see rewrite-files.ts). */
export const assetHashes: Volatile = {
  strip(html) {
    const { text, hashes } = withoutAssetHashes(html);
    return { text, restore: (output) => withAssetHashes(output, hashes) };
  },
};
