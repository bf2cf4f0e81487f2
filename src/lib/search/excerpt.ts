/**
 * An excerpt of a section's text around the words a query matched, as escaped HTML with each
 * matched word in <mark>. Pure.
 */
import { tokenize } from './tokenize';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Decides whether a token of the text matches the query (by its terms). */
export type TokenTest = (terms: readonly string[]) => boolean;

/**
 * The `length`-word window of `text` with the most distinct matched words (the first such
 * window), starting a word or two before its first match; the text's start when nothing matches.
 */
export function excerptOf(text: string, matches: TokenTest, length = 26): string {
  const tokens = tokenize(text);
  if (tokens.length === 0) return escapeHtml(text.slice(0, 200));
  const hit = tokens.map((token) => token.terms.length > 0 && matches(token.terms));
  let best = 0;
  let bestScore = -1;
  for (let start = 0; start < tokens.length; start += 1) {
    if (!hit[start]) continue;
    const seen = new Set<string>();
    for (let i = start; i < Math.min(tokens.length, start + length); i += 1)
      if (hit[i]) seen.add(tokens[i]?.raw ?? '');
    if (seen.size > bestScore) {
      bestScore = seen.size;
      best = start;
    }
  }
  const first = Math.max(0, bestScore < 0 ? 0 : best - 3);
  const last = Math.min(tokens.length, first + length) - 1;
  const from = first === 0 ? 0 : (tokens[first]?.start ?? 0);
  const lastToken = tokens[last];
  const atEnd = last === tokens.length - 1;
  const to = lastToken && !atEnd ? lastToken.start + lastToken.raw.length : text.length;
  let html = '';
  let cursor = from;
  for (let i = first; i <= last; i += 1) {
    const token = tokens[i];
    if (!token || !hit[i]) continue;
    html += escapeHtml(text.slice(cursor, token.start));
    html += `<mark>${escapeHtml(text.slice(token.start, token.start + token.raw.length))}</mark>`;
    cursor = token.start + token.raw.length;
  }
  html += escapeHtml(text.slice(cursor, to));
  const more = atEnd ? '' : '…';
  return `${first > 0 ? '…' : ''}${html.trim()}${more}`;
}
