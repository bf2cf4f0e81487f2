/**
 * Turns Markdown from data (the project's own prose and imported text alike) into MDX that
 * cannot run: the Markdown is parsed with a real parser (no MDX syntax, so JSX, expressions and
 * import/export lines are plain text), links and images keep only safe URLs, raw HTML becomes
 * text, and the tree is written back with MDX's escaping. The result is parsed again as MDX and
 * refused if it holds anything but Markdown, so a serialiser bug cannot let code through.
 */
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown, gfmToMarkdown } from 'mdast-util-gfm';
import { mdxFromMarkdown, mdxToMarkdown } from 'mdast-util-mdx';
import { directiveFromMarkdown, directiveToMarkdown } from 'mdast-util-directive';
import { directive } from 'micromark-extension-directive';
import { toMarkdown } from 'mdast-util-to-markdown';
import { gfm } from 'micromark-extension-gfm';
import { mdxjs } from 'micromark-extension-mdxjs';
import { toString } from 'mdast-util-to-string';
import type { Nodes, Parent, PhrasingContent, Root, RootContent } from 'mdast';
import { ProseError } from './errors';
import { headingId, reservedIdProblem } from './reserved-ids';

/** http, https and mailto, or a URL without a scheme (relative path, anchor). */
export function isSafeUrl(url: string): boolean {
  const trimmed = url.trim();
  // Browsers ignore tabs, newlines and other control characters inside a scheme.
  let compact = '';
  for (let i = 0; i < trimmed.length; i++) {
    const code = trimmed.charCodeAt(i);
    if (code > 0x20 && code !== 0x7f) compact += trimmed.charAt(i);
  }
  const scheme = /^([^/?#]*?):/.exec(compact)?.[1];
  if (scheme === undefined) return true;
  return ['http', 'https', 'mailto'].includes(scheme.toLowerCase());
}

/** Parents whose children are blocks: raw HTML there becomes a paragraph of text. */
const flowParents = new Set(['root', 'blockquote', 'listItem', 'footnoteDefinition']);

/** Replaces unsafe nodes in place. */
function sanitise(parent: Parent): void {
  const children: RootContent[] = parent.children;
  for (let i = 0; i < children.length; i++) {
    const node = children[i];
    if (node === undefined) break;
    if (node.type === 'html') {
      const text: PhrasingContent = { type: 'text', value: node.value };
      // A bare text node among blocks would be written without the blank lines around it,
      // gluing it to its neighbours.
      children[i] = flowParents.has(parent.type) ? { type: 'paragraph', children: [text] } : text;
      continue;
    }
    if (node.type === 'link' && !isSafeUrl(node.url)) {
      children.splice(i, 1, ...(node.children as RootContent[]));
      i--;
      continue;
    }
    if (node.type === 'image') {
      const local = node.url.startsWith('/') && !node.url.startsWith('//');
      // Served as a file, not bundled: Docusaurus inlines small images as data URLs into the
      // page's JavaScript (an 8 KB diagram added 3.8 KiB gzip to its page's first load).
      if (local) node.url = `pathname://${node.url}`;
      if (!local) {
        // Remote images are blocked by the site's CSP: link to them instead.
        const label: PhrasingContent = { type: 'text', value: node.alt || node.url };
        children[i] = isSafeUrl(node.url)
          ? { type: 'link', url: node.url, children: [label] }
          : label;
      }
      continue;
    }
    if (node.type === 'definition' && !isSafeUrl(node.url)) node.url = '#';
    if ('children' in node) sanitise(node);
  }
}

/** Throws unless the MDX holds only Markdown: no JSX, expressions or ESM. Returns its tree. */
export function assertInert(mdx: string, where: string): Root {
  let tree: Root;
  try {
    tree = fromMarkdown(mdx, {
      extensions: [mdxjs(), gfm()],
      mdastExtensions: [mdxFromMarkdown(), gfmFromMarkdown()],
    });
  } catch (error) {
    throw new ProseError(`${where}: prose does not parse as MDX: ${(error as Error).message}`, {
      cause: error,
    });
  }
  const found: string[] = [];
  const walk = (node: Nodes) => {
    if (/^mdx/.test(node.type)) found.push(node.type);
    if ('children' in node) (node.children as Nodes[]).forEach(walk);
  };
  walk(tree);
  if (found.length)
    throw new ProseError(`${where}: prose would become ${[...new Set(found)].join(', ')} in MDX`);
  return tree;
}

/**
 * Throws when a heading of the prose would get an id the site itself uses (`{#__docusaurus}`
 * would make a second React root), read from the MDX as Docusaurus reads it.
 */
export function assertHeadingIds(tree: Root, where: string): void {
  const problems: string[] = [];
  const walk = (node: Nodes) => {
    if (node.type === 'heading') {
      // Docusaurus leaves raw HTML out of the text it takes the id from.
      const text = toString(node.children.filter((child) => child.type !== 'html'));
      const problem = reservedIdProblem(headingId(text));
      if (problem) problems.push(`heading "${text}" would get the id ${problem}`);
    }
    if ('children' in node) (node.children as Nodes[]).forEach(walk);
  };
  walk(tree);
  if (problems.length > 0) {
    throw new ProseError(
      `${where}: ${problems.join('; ')}; give the heading another {#id} or other words`,
    );
  }
}

/** Markdown in, inert MDX out. `where` names the file and field in errors. */
export function inertMdx(markdown: string, where: string): string {
  const tree: Root = fromMarkdown(markdown.trim(), {
    extensions: [gfm()],
    mdastExtensions: [gfmFromMarkdown()],
  });
  sanitise(tree);
  const mdx = toMarkdown(tree, {
    // directiveToMarkdown escapes colons that Docusaurus would read as an admonition fence.
    extensions: [gfmToMarkdown(), mdxToMarkdown(), directiveToMarkdown()],
    bullet: '-',
    fences: true,
    rule: '-',
  })
    // A paragraph that starts with import/export would be read as ESM: spell its first letter
    // as a character reference, which MDX shows as the letter.
    .replace(/^(\s*)(i)(mport\b)|^(\s*)(e)(xport\b)/gm, (...m: string[]) =>
      m[2] ? `${m[1]}&#x69;${m[3]}` : `${m[4]}&#x65;${m[6]}`,
    )
    .trimEnd();
  assertHeadingIds(assertInert(mdx, where), where);
  return mdx;
}

/** The longest run of colons that starts a line (in code blocks too), or 0. */
function longestColonFence(mdx: string): number {
  return Math.max(0, ...[...mdx.matchAll(/^[ \t]*(:+)/gm)].map((match) => match[1]?.length ?? 0));
}

/**
 * An admonition box (`:::kind[title]`) around inert MDX, proven inert where it is placed: its
 * fence is longer than any run of colons at the start of a body line, since a `:::` line (even
 * inside a code block) closes a three-colon box and would leave the rest outside it. The whole
 * box is parsed again and refused unless it is one box holding nothing but Markdown.
 */
export function inertAdmonition(kind: string, title: string, body: string, where: string): string {
  const fence = ':'.repeat(Math.max(3, longestColonFence(body) + 1));
  const mdx = `${fence}${kind}[${title}]\n\n${body}\n\n${fence}`;
  assertInert(mdx, where);
  const tree = fromMarkdown(mdx, {
    extensions: [mdxjs(), gfm(), directive()],
    mdastExtensions: [mdxFromMarkdown(), gfmFromMarkdown(), directiveFromMarkdown()],
  });
  const [box, ...rest] = tree.children;
  if (box?.type !== 'containerDirective' || box.name !== kind || rest.length > 0)
    throw new ProseError(`${where}: prose does not stay inside its ${kind} box`);
  return mdx;
}

/** One line of plain text (a title, a list item) as inert inline MDX. */
export function inertInline(text: string, where: string): string {
  const mdx = inertMdx(text, where);
  if (mdx.includes('\n\n')) throw new ProseError(`${where}: must be a single line of text`);
  return mdx;
}
