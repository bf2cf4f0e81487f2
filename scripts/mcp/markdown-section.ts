/**
 * One section of a page's Markdown twin: from the heading whose text or anchor matches to the
 * next heading of the same or a higher level. Pure. Code fences are skipped when looking for
 * headings, so a `# comment` line inside a shell block never starts a section.
 */

/** The anchor Docusaurus gives a heading's text: lower case, punctuation dropped, dashes. */
export function headingAnchor(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/`/g, '')
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s+/g, '-');
}

export function markdownSection(markdown: string, heading: string): string | undefined {
  const wanted = heading
    .trim()
    .replace(/^#+\s*/, '')
    .toLowerCase();
  const lines = markdown.split('\n');
  let fence: string | undefined;
  let start = -1;
  let level = 0;
  for (const [index, line] of lines.entries()) {
    const fenceMark = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (fenceMark) {
      if (!fence) fence = fenceMark;
      else if (fenceMark.startsWith(fence)) fence = undefined;
      continue;
    }
    if (fence) continue;
    const match = /^(#{1,6})\s+(.*?)\s*#*\s*$/.exec(line);
    if (!match) continue;
    const depth = match[1]?.length ?? 0;
    const text = (match[2] ?? '').replace(/\s*\{#([^}]+)\}$/, '');
    if (start >= 0 && depth <= level) return lines.slice(start, index).join('\n').trim();
    if (start < 0) {
      const plain = text.replace(/`/g, '').toLowerCase();
      if (plain === wanted || headingAnchor(text) === wanted.replace(/^#/, '')) {
        start = index;
        level = depth;
      }
    }
  }
  return start >= 0 ? lines.slice(start).join('\n').trim() : undefined;
}
