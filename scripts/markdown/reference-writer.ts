/**
 * The yardstick for write-markdown.ts: mdast-util-to-markdown writes the same tree, and two
 * Markdown texts are the same document when CommonMark + GFM parse them to the same tree.
 */
import type { Root } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown, gfmToMarkdown } from 'mdast-util-gfm';
import { toMarkdown } from 'mdast-util-to-markdown';
import { gfm } from 'micromark-extension-gfm';

export function referenceMarkdown(tree: Root): string {
  return toMarkdown(tree, { extensions: [gfmToMarkdown()], bullet: '-', fences: true });
}

function parsed(markdown: string): string {
  const tree = fromMarkdown(markdown, {
    extensions: [gfm()],
    mdastExtensions: [gfmFromMarkdown()],
  });
  return JSON.stringify(tree, (key, value: unknown) => (key === 'position' ? undefined : value));
}

export function sameDocument(a: string, b: string): boolean {
  return parsed(a) === parsed(b);
}
