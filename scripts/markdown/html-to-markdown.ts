/**
 * A built page as Markdown for tools and language models: the page's content (the doc article,
 * or `<main>` for other pages) converted from the same HTML a browser gets, without navigation
 * chrome, with absolute links, code blocks fenced with their language and title, tab panels one
 * after another under their label, admonitions as block quotes and definition lists (the facts
 * of a reference item) as lists. Pure: HTML in, Markdown out.
 */
import type { Element, ElementContent, Root, RootContent } from 'hast';
import { hastToMdast, textOf } from './hast-to-mdast';
import { parseHtml } from './parse-html';
import type { Root as MdastRoot } from 'mdast';
import { writeMarkdown } from './write-markdown';
import { classes, contentRegion, isNonContent, pageTitle } from '../lib/page-content';

export interface PageMarkdown {
  title: string;
  markdown: string;
}

const hasClass = (node: Element, name: string) => classes(node).includes(name);
const hasClassPart = (node: Element, part: string) => classes(node).some((c) => c.includes(part));

function isElement(node: RootContent | ElementContent | Root): node is Element {
  return node.type === 'element';
}

function find(node: Element, test: (element: Element) => boolean): Element | undefined {
  for (const child of node.children) {
    if (!isElement(child)) continue;
    if (test(child)) return child;
    const found = find(child, test);
    if (found) return found;
  }
  return undefined;
}

function findAll(node: Element, test: (element: Element) => boolean): Element[] {
  return node.children.flatMap((child) => {
    if (!isElement(child)) return [];
    return test(child) ? [child] : findAll(child, test);
  });
}

const element = (tagName: string, children: ElementContent[], properties = {}): Element => ({
  type: 'element',
  tagName,
  properties,
  children,
});
const text = (value: string): ElementContent => ({ type: 'text', value });
const labelParagraph = (label: string) => element('p', [element('strong', [text(label)])]);

/** A code block (its container) as one <pre> carrying language, title and plain text. */
function codeBlock(container: Element): Element {
  const pre = find(container, (node) => node.tagName === 'pre');
  const language = [...classes(container), ...(pre ? classes(pre) : [])]
    .find((name) => name.startsWith('language-'))
    ?.slice('language-'.length);
  const title = find(container, (node) => hasClassPart(node, 'codeBlockTitle'));
  const lines = pre ? findAll(pre, (node) => hasClass(node, 'token-line')) : [];
  const code =
    lines.length > 0 ? lines.map((line) => textOf(line)).join('\n') : pre ? textOf(pre) : '';
  return element('pre', [text(code.replace(/\n$/, ''))], {
    dataLanguage: language,
    dataTitle: title ? textOf(title).trim() : undefined,
  });
}

/** Tab panels one after another, each under its tab's label. */
function tabs(container: Element): ElementContent[] {
  const labels = findAll(container, (node) => node.properties.role === 'tab').map((tab) =>
    textOf(tab).trim(),
  );
  const panels = findAll(container, (node) => node.properties.role === 'tabpanel');
  return panels.flatMap((panel, index) => [
    labelParagraph(labels[index] ?? `Tab ${index + 1}`),
    ...panel.children,
  ]);
}

/** A definition list (a reference item's facts) as a list of "Term: definition". */
function definitionList(list: Element): Element {
  const terms = findAll(list, (node) => node.tagName === 'dt');
  const items = terms.map((term) => {
    const parent = findParentRow(list, term);
    const definition = parent && find(parent, (node) => node.tagName === 'dd');
    return element('li', [
      element('strong', [text(`${textOf(term).trim()}:`)]),
      text(' '),
      ...(definition?.children ?? []),
    ]);
  });
  return element('ul', items);
}

function findParentRow(list: Element, term: Element): Element | undefined {
  if (list.children.includes(term)) {
    const index = list.children.indexOf(term);
    return element('div', list.children.slice(index, index + 2).filter(isElement));
  }
  return find(list, (node) => node.children.includes(term));
}

const inlineTags = new Set(['span', 'a', 'code', 'strong', 'em', 'b', 'i', 'time']);

/** A <div> of inline elements only (no text between them), such as a row of badges or links. */
function isInlineRow(node: Element): boolean {
  const children = node.children.filter(
    (child) => !(child.type === 'text' && child.value.trim() === ''),
  );
  return (
    children.length > 1 &&
    children.every((child) => isElement(child) && inlineTags.has(child.tagName))
  );
}

function absolute(url: string, pageUrl: string, siteUrl: string): string {
  if (url.startsWith('#')) return `${pageUrl}${url}`;
  if (url.startsWith('/') && !url.startsWith('//')) return `${siteUrl}${url}`;
  return url;
}

/** Rewrites the content tree: drops chrome, reshapes components into plain HTML. */
function clean(node: Element, pageUrl: string, siteUrl: string): ElementContent[] {
  if (isNonContent(node)) return [];
  if (hasClass(node, 'theme-code-block')) return [codeBlock(node)];
  if (node.tagName === 'pre') return [codeBlock(element('div', [node]))];
  if (hasClass(node, 'tabs-container')) {
    return tabs(node).flatMap((child) => cleanContent(child, pageUrl, siteUrl));
  }
  if (hasClass(node, 'theme-admonition')) {
    const heading = find(node, (child) => hasClassPart(child, 'admonitionHeading'));
    const body = find(node, (child) => hasClassPart(child, 'admonitionContent'));
    const children = [
      labelParagraph(heading ? textOf(heading).trim() : 'Note'),
      ...(body?.children ?? []),
    ];
    return [
      element(
        'blockquote',
        children.flatMap((c) => cleanContent(c, pageUrl, siteUrl)),
      ),
    ];
  }
  if (node.tagName === 'details') {
    const summary = find(node, (child) => child.tagName === 'summary');
    const rest = node.children.filter((child) => child !== summary);
    return [
      labelParagraph(summary ? textOf(summary).trim() : 'Details'),
      ...rest.flatMap((child) => cleanContent(child, pageUrl, siteUrl)),
    ];
  }
  if (node.tagName === 'dl') return cleanContent(definitionList(node), pageUrl, siteUrl);
  if (node.tagName === 'div' && isInlineRow(node)) {
    // Badges and buttons side by side in the HTML would run together as text.
    const parts = node.children.flatMap((child) => cleanContent(child, pageUrl, siteUrl));
    const separated = parts.flatMap((part, index) => (index === 0 ? [part] : [text(' · '), part]));
    return [element('p', separated)];
  }
  const properties = { ...node.properties };
  if (typeof properties.href === 'string')
    properties.href = absolute(properties.href, pageUrl, siteUrl);
  if (typeof properties.src === 'string')
    properties.src = absolute(properties.src, pageUrl, siteUrl);
  return [
    {
      ...node,
      properties,
      children: node.children.flatMap((child) => cleanContent(child, pageUrl, siteUrl)),
    },
  ];
}

function cleanContent(node: ElementContent, pageUrl: string, siteUrl: string): ElementContent[] {
  if (node.type === 'element') return clean(node, pageUrl, siteUrl);
  // Docusaurus puts a zero-width space in each heading anchor.
  if (node.type === 'text') return [{ ...node, value: node.value.replace(/\u200b/g, '') }];
  return node.type === 'comment' ? [] : [node];
}

/** The page's content as an mdast tree, with its title and description. */
export function pageTree(
  html: string,
  options: { pageUrl: string; siteUrl: string; siteTitle: string },
): { title: string; tree: MdastRoot } | undefined {
  const region = contentRegion(html);
  if (!region) return undefined;
  const tree = parseHtml(region);
  const cleaned: Root = {
    type: 'root',
    children: tree.children.flatMap((child) =>
      child.type === 'element' || child.type === 'text'
        ? cleanContent(child, options.pageUrl, options.siteUrl)
        : [],
    ),
  };
  return {
    title: pageTitle(html, options.siteTitle),
    tree: hastToMdast(cleaned),
  };
}

export function pageMarkdown(
  html: string,
  options: { pageUrl: string; siteUrl: string; siteTitle: string },
): PageMarkdown | undefined {
  const page = pageTree(html, options);
  if (!page) return undefined;
  let markdown = writeMarkdown(page.tree).trim();
  if (!markdown.startsWith('# ')) {
    // Through the writer, so a title with `<`, `*` or `[` stays text, never HTML or a link.
    const heading = writeMarkdown({
      type: 'root',
      children: [{ type: 'heading', depth: 1, children: [{ type: 'text', value: page.title }] }],
    }).trim();
    markdown = `${heading}\n\n${markdown}`;
  }
  return { title: page.title, markdown: `${markdown}\n` };
}
