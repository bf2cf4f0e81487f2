/**
 * Plain text and URLs written into the Markdown of /llms.txt. Titles and descriptions come from
 * front matter and data/, so they are text: read as CommonMark they must stay text, never raw
 * HTML, an autolink, a link or emphasis of their own.
 */

/**
 * Characters that start inline syntax: `<` (raw HTML, autolinks), `[`/`]` (links, images),
 * `&` (entities), the backslash (so our escapes cannot be undone), and the emphasis and
 * code-span markers (so a title cannot swallow the link around it). Block syntax only begins
 * a line, and the text is folded onto the line we start, so `#`, `>`, `-` and `|` stay.
 */
const inlineSyntax = /[\\`*_[\]<>&~!]/g;

/** Text as CommonMark inline content: one line, every syntax character backslash-escaped. */
export function markdownText(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(inlineSyntax, (char) => `\\${char}`);
}

/**
 * A URL as a link destination: anything that could end it early (space, `)`, `<`, `>`) or
 * start an escape is percent-encoded; existing `%XX` escapes are kept as they are.
 */
export function markdownUrl(url: string): string {
  if (!/^(?:https?:\/\/|\/)/.test(url)) {
    throw new Error(`[llms] ${JSON.stringify(url)} is neither an http(s) URL nor a path`);
  }
  // encodeURIComponent leaves `(`, `)` and a few others as they are; those are spelled out.
  return url.replace(/[^\w\-.~:/?#@!$&'*+,;=%]/gu, (char) =>
    encodeURIComponent(char).replace(
      /[()]/g,
      (bracket) => `%${bracket.charCodeAt(0).toString(16).toUpperCase()}`,
    ),
  );
}
