/**
 * A built page as a search record: its title, facets and sections (heading, anchor, text, code),
 * read from the content region with page-content.ts's rules, so nothing the reader sees as
 * chrome or page meta is indexed. Words of adjacent blocks are kept apart. Pure.
 */
import type { Element, ElementContent } from 'hast';
import { parseHtml } from '../markdown/parse-html.ts';
import {
  contentRegion,
  decodeHtml,
  isNonContent,
  isPageMeta,
  pageDescription,
  pageTitle,
} from '../lib/page-content.ts';
import { brand } from '../../src/lib/brand.ts';
import { classifyPath, type PageType } from '../../src/lib/search/classify.ts';

/** One part of a page under a heading; the first has the page title and no anchor. */
export interface SectionRecord {
  heading: string;
  anchor: string;
  text: string;
  code: string;
}

/** What the index holds of one page. */
export interface PageRecord {
  url: string;
  title: string;
  /** The page's meta description: its summary, which the index weighs above body text. */
  description: string;
  type: PageType;
  section: string;
  tags: string[];
  /** Facts for result cards (`data-search-meta="key:value"` in the page): group, description. */
  meta: Record<string, string>;
  sections: SectionRecord[];
}

/** Pages that are not searchable: the 404 page, the search page itself and tag listings. */
const skipped = [/^\/404$/, /^\/search$/, /^\/tags(\/|$)/];

const blockTags = new Set(
  'address article aside blockquote br dd details dialog div dl dt fieldset figcaption figure footer h1 h2 h3 h4 h5 h6 header hr li main ol p pre section summary table tbody td tfoot th thead tr ul img'.split(
    ' ',
  ),
);
const sectionHeadings = new Set(['h2', 'h3', 'h4']);

const squash = (text: string) => text.replace(/[\s\u200b]+/g, ' ').trim();

class Collector {
  title = '';
  sections: { heading: string; anchor: string; text: string[]; code: string[] }[] = [];

  constructor(title: string) {
    this.sections.push({ heading: title, anchor: '', text: [], code: [] });
  }

  get current() {
    return this.sections[this.sections.length - 1] as Collector['sections'][number];
  }

  walk(node: ElementContent): void {
    if (node.type === 'text') {
      this.current.text.push(node.value);
      return;
    }
    if (node.type !== 'element' || isNonContent(node) || isPageMeta(node)) return;
    if (node.tagName === 'h1') {
      this.title = squash(this.textOf(node));
      return;
    }
    if (sectionHeadings.has(node.tagName) && typeof node.properties.id === 'string') {
      const heading = squash(this.textOf(node));
      this.sections.push({ heading, anchor: node.properties.id, text: [], code: [] });
      return;
    }
    if (node.tagName === 'pre') {
      this.current.code.push(this.textOf(node), '\n');
      return;
    }
    // A space on each side of a block keeps the words of adjacent elements apart.
    const block = blockTags.has(node.tagName);
    if (block) this.current.text.push(' ');
    if (node.tagName === 'img' && typeof node.properties.alt === 'string')
      this.current.text.push(node.properties.alt);
    node.children.forEach((child, index) => {
      // Two elements side by side (badges, links) are two words, not one.
      if (child.type === 'element' && node.children[index - 1]?.type === 'element')
        this.current.text.push(' ');
      this.walk(child);
    });
    if (block) this.current.text.push(' ');
  }

  /** Plain text of an element, blocks and lines kept apart. */
  textOf(node: Element): string {
    const parts: string[] = [];
    const visit = (child: ElementContent) => {
      if (child.type === 'text') parts.push(child.value);
      else if (child.type === 'element' && !isNonContent(child)) {
        const separate =
          blockTags.has(child.tagName) ||
          /token-line/.test(String(child.properties.className ?? ''));
        if (separate) parts.push('\n');
        child.children.forEach(visit);
        if (separate) parts.push('\n');
      }
    };
    node.children.forEach(visit);
    return parts.join('');
  }
}

/**
 * A page's summary for the index: its meta description, or, when that was cut short (it ends in
 * an ellipsis: a knowledge-base article's problem statement), the whole paragraph it was cut
 * from, because the words of the question a reader asks are in the rest of it.
 */
export function leadOf(description: string, sections: readonly SectionRecord[]): string {
  if (!description.endsWith('…')) return description;
  // Compared without spaces: the description spaces out inline code, the text does not.
  const flat = (text: string) => text.replace(/\s+/g, '');
  const start = flat(description.slice(0, -1)).slice(0, 60);
  const from = sections.find((section) => flat(section.text).startsWith(start));
  return from ? from.text : description.slice(0, -1);
}

/** The search record of a built page, or null for pages that are not searchable. */
export function pageRecord(pathname: string, html: string): PageRecord | null {
  if (skipped.some((pattern) => pattern.test(pathname))) return null;
  const region = contentRegion(html);
  if (!region) return null;
  const headTitle = pageTitle(html, brand.siteTitle);
  const collector = new Collector(headTitle);
  for (const child of parseHtml(region).children) {
    if (child.type === 'element' || child.type === 'text') collector.walk(child);
  }
  const title = collector.title || headTitle;
  const sections = collector.sections
    .map((section, index) => ({
      heading: index === 0 ? title : section.heading,
      anchor: section.anchor,
      text: squash(section.text.join('')),
      code: section.code
        .join('')
        .replace(/[ \t]+/g, ' ')
        .replace(/\n\s*\n+/g, '\n')
        .trim(),
    }))
    .filter((section, index) => index === 0 || section.heading || section.text || section.code);
  const meta: Record<string, string> = {};
  for (const match of html.matchAll(/data-search-meta="([^"]*)"/g)) {
    const value = decodeHtml(match[1] ?? '');
    const colon = value.indexOf(':');
    if (colon > 0) meta[value.slice(0, colon)] = value.slice(colon + 1);
  }
  const tags = [
    ...new Set([...region.matchAll(/href="\/tags\/([a-z0-9-]+)"/g)].map((m) => m[1] ?? '')),
  ];
  const description = leadOf(pageDescription(html), sections);
  return { url: pathname, title, description, ...classifyPath(pathname), tags, meta, sections };
}
