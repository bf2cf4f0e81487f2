/**
 * /llms.txt (https://llmstxt.org): the site's map for language models, rendered from the
 * resolved sidebars and the docs' own titles and descriptions, so it cannot drift from the site.
 * One section per product area, in the order of sidebars/index.ts; each lists the area's key
 * pages (its sidebar down to `depth`) as links to their Markdown. Pure: data in, text out.
 */
import { markdownPath } from '../../src/lib/markdownPath';
import { markdownText, markdownUrl } from './markdown-text';

/** A resolved sidebar item of the docs plugin (only the fields read here). */
export type SidebarItem =
  | { type: 'doc' | 'ref'; id: string; label?: string }
  | { type: 'link'; href: string; label: string }
  | { type: 'html' }
  | {
      type: 'category';
      label: string;
      items: SidebarItem[];
      link?:
        | { type: 'doc'; id: string }
        | { type: 'generated-index'; permalink: string; title?: string; description?: string };
    };

export interface DocInfo {
  title: string;
  description: string;
  permalink: string;
}

export interface Area {
  title: string;
  /** The sidebars (ids) of the area, from its file in sidebars/. */
  sidebars: string[];
  /** How deep into each sidebar the key pages go: 0 is its top level. */
  depth: number;
}

export interface Page {
  title: string;
  description: string | undefined;
  permalink: string;
}

function docPage(id: string, docs: ReadonlyMap<string, DocInfo>, where: string): Page {
  const doc = docs.get(id);
  if (!doc)
    throw new Error(`[llms] ${where} names doc "${id}", which the docs plugin did not load`);
  return doc;
}

/** Every page a sidebar links to, in order, down to `depth` (Infinity: all of them). */
export function sidebarPages(
  items: readonly SidebarItem[],
  docs: ReadonlyMap<string, DocInfo>,
  where: string,
  depth = Infinity,
  level = 0,
): Page[] {
  return items.flatMap((item): Page[] => {
    if (item.type === 'doc' || item.type === 'ref') return [docPage(item.id, docs, where)];
    if (item.type !== 'category') return [];
    const own: Page[] =
      item.link?.type === 'doc'
        ? [docPage(item.link.id, docs, where)]
        : item.link?.type === 'generated-index'
          ? [
              {
                title: item.link.title ?? item.label,
                description: item.link.description,
                permalink: item.link.permalink,
              },
            ]
          : [];
    const below = level < depth ? sidebarPages(item.items, docs, where, depth, level + 1) : [];
    return [...own, ...below];
  });
}

/** Pages in order without repeats (a doc can sit in two sidebars). */
export function uniquePages(pages: readonly Page[]): Page[] {
  const seen = new Set<string>();
  return pages.filter((page) => !seen.has(page.permalink) && seen.add(page.permalink));
}

/** Fails, naming them, on sidebars no area lists and areas naming unknown sidebars. */
export function checkAreas(areas: readonly Area[], sidebarIds: readonly string[]): void {
  const listed = areas.flatMap((area) => area.sidebars);
  const unlisted = sidebarIds.filter((id) => !listed.includes(id));
  const unknown = listed.filter((id) => !sidebarIds.includes(id));
  if (unlisted.length > 0 || unknown.length > 0) {
    throw new Error(
      `[llms] plugins/llms/areas.ts: ${[
        unlisted.length > 0 ? `sidebars in no area: ${unlisted.join(', ')}` : '',
        unknown.length > 0 ? `unknown sidebars: ${unknown.join(', ')}` : '',
      ]
        .filter(Boolean)
        .join('; ')}`,
    );
  }
}

/** One line of description: the first sentence, whitespace folded. */
export function oneLine(description: string | undefined): string {
  const folded = (description ?? '').replace(/\s+/g, ' ').trim();
  const sentence = /^.+?[.!?](?=\s|$)/.exec(folded)?.[0] ?? folded;
  return sentence.length > 200 ? `${sentence.slice(0, 197).trimEnd()}...` : sentence;
}

/** `- [Title](url): first sentence of the description`, both texts escaped as plain text. */
function linkLine(page: Page, url: string): string {
  const description = oneLine(page.description);
  const link = `- [${markdownText(page.title)}](${markdownUrl(url)})`;
  return description && description !== page.title ? `${link}: ${markdownText(description)}` : link;
}

export interface LlmsInput {
  siteTitle: string;
  siteUrl: string;
  summary: string;
  details: string[];
  areas: readonly Area[];
  sidebars: Readonly<Record<string, readonly SidebarItem[]>>;
  docs: ReadonlyMap<string, DocInfo>;
  /** Pages outside the sidebars worth listing (the knowledge base), their own section. */
  extra: { title: string; pages: Page[] }[];
  /** The "Optional" section: files for tools (llms-full.txt, the JSON schema). */
  optional: Page[];
}

export function renderLlmsTxt(input: LlmsInput): string {
  const { siteUrl } = input;
  const sections = input.areas.map((area) => {
    const pages = uniquePages(
      area.sidebars.flatMap((id) =>
        sidebarPages(input.sidebars[id] ?? [], input.docs, `sidebar "${id}"`, area.depth),
      ),
    );
    return { title: area.title, pages };
  });
  // Pages link to their Markdown; the optional files are linked as they are.
  const toMarkdown = (page: Page) => linkLine(page, `${siteUrl}${markdownPath(page.permalink)}`);
  const listed = [...sections, ...input.extra].map(({ title, pages }) => ({
    title,
    lines: pages.map(toMarkdown),
  }));
  const optional = input.optional.map((page) => linkLine(page, `${siteUrl}${page.permalink}`));
  return [
    `# ${markdownText(input.siteTitle)}`,
    '',
    `> ${markdownText(input.summary)}`,
    '',
    // Our own Markdown (code spans for `.md`), written in plugins/llms/text.ts.
    ...input.details.flatMap((paragraph) => [paragraph, '']),
    ...listed.flatMap(({ title, lines }) =>
      lines.length > 0 ? [`## ${markdownText(title)}`, '', ...lines, ''] : [],
    ),
    '## Optional',
    '',
    ...optional,
    '',
  ].join('\n');
}

/** The sidebar pages in reading order: the areas' sidebars in full (the Markdown step adds the rest by URL). */
export function readingOrder(
  areas: readonly Area[],
  sidebars: Readonly<Record<string, readonly SidebarItem[]>>,
  docs: ReadonlyMap<string, DocInfo>,
): string[] {
  return uniquePages(
    areas.flatMap((area) =>
      area.sidebars.flatMap((id) => sidebarPages(sidebars[id] ?? [], docs, `sidebar "${id}"`)),
    ),
  ).map((page) => page.permalink);
}
