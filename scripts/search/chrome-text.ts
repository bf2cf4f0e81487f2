/**
 * Text of the site's controls and meta lines, never content: seeing one of these in the search
 * index or an excerpt means chrome got in. Each is written so that prose about the same controls
 * (the docs-for-tools page explains "View as Markdown") does not match. Glued words
 * (`SourceRelease`, `pageview`) are adjacent elements indexed without a space between them.
 * Used by the index test and the bench.
 */
const chromePatterns = [
  /Copy page\s*View as Markdown/i,
  /^(…)?as Markdown\b/,
  /SourceRelease|View Source\s*Release Notes/,
  /\bpageview\b/i,
  /\bEdit this page\b/i,
  /\b(has an|no) accepted answer\b/i,
  /\bView the full discussion\b/i,
  /\bThread #\d+/,
  /\bv\d+\.\d+\.\d+[A-Z]/,
  /^(…)?v\d+\.\d+\.\d+ [A-Z][\w ]* Modules\b/,
  /\bLast updated on\b/i,
  /\bRelease on GitHub\b/,
];

/** The chrome pattern an excerpt (HTML with highlights, or text) shows, if any. */
export function chromeIn(excerpt: string): string | undefined {
  const text = excerpt.replace(/<[^>]+>/g, '').replace(/&amp;/g, '&');
  return chromePatterns.find((pattern) => pattern.test(text))?.source;
}

/** True when an excerpt shows page chrome. */
export function hasChrome(excerpt: string): boolean {
  return chromeIn(excerpt) !== undefined;
}
