/**
 * Parses one published monthly release page (gruntwork-io/docs,
 * docs/guides/stay-up-to-date/releases/YYYY-MM/index.md) into facts: per release its repository,
 * version, publication date, release URL, modules affected and the pull requests and issues its
 * note links. The note itself is kept only as `factSource` for writers; nothing copies it into
 * data/. Parsed as Markdown (the page's JSX-style `<p>` and `<div>` wrappers are HTML blocks).
 */
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import type { Link, Nodes, Root, RootContent } from 'mdast';

export type PublishedRelease = {
  repo: string;
  version: string;
  /** YYYY-MM-DD */
  published: string;
  url: string;
  modules: string[];
  /** Pull request and issue URLs of the same organisation that the note links. */
  links: string[];
  /** The published note as plain text, for writers only. */
  factSource: string;
};

export class ReleasePageError extends Error {
  constructor(page: string, item: string | undefined, message: string) {
    super(`${page}${item ? ` (${item})` : ''}: ${message}`);
    this.name = 'ReleasePageError';
  }
}

const markdown = unified().use(remarkParse);
const moduleFolder = /^[a-z0-9][a-z0-9_.-]*(?:\/[a-z0-9][a-z0-9_.-]*)*$/;

function text(node: Nodes): string {
  if ('value' in node && typeof node.value === 'string') return node.value;
  if ('children' in node) return (node.children as Nodes[]).map(text).join('');
  return '';
}

function links(nodes: readonly RootContent[]): string[] {
  const found: string[] = [];
  const walk = (node: Nodes) => {
    if (node.type === 'link') found.push(node.url);
    if (node.type === 'text') {
      for (const match of node.value.matchAll(/https:\/\/github\.com\/gruntwork-io\/[^\s)]+/g))
        found.push(match[0]);
    }
    if ('children' in node) (node.children as Nodes[]).forEach(walk);
  };
  nodes.forEach(walk);
  return [
    ...new Set(
      found
        .map(
          (url) =>
            /^https:\/\/github\.com\/gruntwork-io\/[A-Za-z0-9._-]+\/(?:pull|issues)\/\d+/.exec(
              url,
            )?.[0],
        )
        .filter((url): url is string => url !== undefined),
    ),
  ].sort();
}

function isoDate(page: string, item: string, value: string): string {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value.trim());
  if (!match)
    throw new ReleasePageError(
      page,
      item,
      `Published must be a date such as 8/22/2023, got ${JSON.stringify(value)}`,
    );
  const [, month = '', day = '', year = ''] = match;
  return `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
}

/** Parses a month page; `page` names it in errors. */
export function parseReleasePage(page: string, raw: string): PublishedRelease[] {
  const tree: Root = markdown.parse(raw.replace(/\r\n/g, '\n'));
  const releases: PublishedRelease[] = [];
  let repo: string | undefined;
  let current:
    | {
        head: Omit<PublishedRelease, 'published' | 'modules' | 'links' | 'factSource'>;
        body: RootContent[];
      }
    | undefined;
  const finish = () => {
    if (!current) return;
    const { head, body } = current;
    const meta = body.find((node) => node.type === 'html' && node.value.includes('Published:'));
    if (!meta || meta.type !== 'html')
      throw new ReleasePageError(page, `${head.repo} ${head.version}`, 'has no "Published:" line');
    const small = meta.value.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
    const published = /Published:\s*([\d/]+)/.exec(small)?.[1] ?? '';
    const modules = /Modules affected:\s*([^|]+)\|/.exec(small)?.[1] ?? '';
    const notes = body.filter((node) => node !== meta && node.type !== 'html');
    releases.push({
      ...head,
      published: isoDate(page, `${head.repo} ${head.version}`, published),
      // Module folders only: the pages also hold "(none)", "All" and stray Markdown there.
      modules: modules
        .split(',')
        .map((name) => name.trim())
        .filter((name) => moduleFolder.test(name)),
      links: links(notes),
      factSource: notes.map(text).join('\n').trim(),
    });
    current = undefined;
  };
  tree.children.forEach((node, index) => {
    if (node.type === 'heading' && node.depth <= 2) {
      finish();
      if (node.depth === 2) repo = text(node).trim();
      return;
    }
    // A release starts at a level-3 heading followed by its "Published:" line; other level-3
    // headings belong to a release note.
    const next = tree.children[index + 1];
    if (
      node.type === 'heading' &&
      node.depth === 3 &&
      next?.type === 'html' &&
      next.value.includes('Published:')
    ) {
      finish();
      const link = node.children.find((child): child is Link => child.type === 'link');
      const tag = /\/releases\/tag\/([^/?#]+)$/.exec(link?.url ?? '')?.[1];
      if (!repo)
        throw new ReleasePageError(
          page,
          text(node),
          'release heading before any repository heading',
        );
      if (!link || !tag) {
        throw new ReleasePageError(
          page,
          `${repo} ${text(node)}`,
          'a release heading must link its release tag',
        );
      }
      current = { head: { repo, version: decodeURIComponent(tag), url: link.url }, body: [] };
      return;
    }
    current?.body.push(node);
  });
  finish();
  return releases;
}
