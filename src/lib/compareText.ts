/**
 * Orders strings by UTF-16 code unit, for sorting labels and keys while a page starts. Not
 * `localeCompare`: its first call on a page builds an ICU collator, ~40 ms of main-thread time
 * at Lighthouse's 4x CPU slowdown. The strings sorted with it (label slugs, product names) are
 * ASCII, where the two orders differ only in how upper and lower case interleave.
 */
export function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
