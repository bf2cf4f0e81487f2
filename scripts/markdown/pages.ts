/**
 * After-build step: the Markdown of every page in the sitemap at `<page URL>.md`, a
 * `<link rel="alternate" type="text/markdown">` (and `application/json` where a reference page
 * has its facts file) in each page's head, and /llms-full.txt: every page's Markdown in reading
 * order (plugins/llms writes the order; this step removes that file). Conversions are cached by
 * the content they read, so an unchanged page costs a hash and a copy.
 */
import { existsSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pageMarkdown } from './html-to-markdown';
import { markdownPath } from '../../src/lib/markdownPath';
import { readingOrderFile } from '../../plugins/llms/order-file';
import { mapLimit } from '../lib/map-limit';
import { hashParts, openContentCache } from '../lib/output-cache';
import { packageVersion } from '../lib/package-version';

export interface MarkdownOptions {
  siteUrl: string;
  siteTitle: string;
}

/** The built HTML file of a route: `/a/b` is a/b.html or a/b/index.html, `/` is index.html. */
export function htmlFileOf(buildDir: string, route: string): string | undefined {
  const base = route.replace(/^\/|\/$/g, '');
  const candidates = base === '' ? ['index.html'] : [`${base}.html`, `${base}/index.html`];
  return candidates.map((file) => path.join(buildDir, file)).find((file) => existsSync(file));
}

/** Route paths of the sitemap, in its order. */
export function sitemapRoutes(sitemap: string): string[] {
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => {
    const pathname = new URL(match[1] ?? '').pathname;
    return pathname === '/' ? pathname : pathname.replace(/\/$/, '');
  });
}

/** Adds the alternate links to a page's head, once. */
export function withAlternateLinks(html: string, links: { type: string; href: string }[]): string {
  const tags = links
    .filter((link) => !html.includes(`type="${link.type}" href="${link.href}"`))
    .map((link) => `<link rel="alternate" type="${link.type}" href="${link.href}">`)
    .join('');
  return tags ? html.replace('</head>', `${tags}</head>`) : html;
}

/** Pages in reading order: the sidebar order first, then every other route by URL. */
export function orderRoutes(routes: readonly string[], order: readonly string[]): string[] {
  const known = new Set(routes);
  const first = order.filter((route) => known.has(route));
  const listed = new Set(first);
  const rest = routes.filter((route) => !listed.has(route)).sort();
  return [...first, ...rest];
}

export function llmsFull(
  pages: readonly { url: string; markdown: string }[],
  options: MarkdownOptions,
): string {
  const head = `# ${options.siteTitle}: every page\n\nEach page below starts with its title and its address.\n`;
  const body = pages.map(({ url, markdown }) => {
    const [heading = '', ...rest] = markdown.split('\n');
    return [heading, '', `Source: ${url}`, ...rest].join('\n').trimEnd();
  });
  return `${[head, ...body].join('\n\n---\n\n')}\n`;
}

export interface MarkdownInput {
  routes: string[];
  order: string[];
  html: Map<string, string>;
}

/**
 * Reads every sitemap page (before the minifier rewrites them), adds its alternate links and
 * takes the reading order file out of the build. Quick; the conversion runs later, alongside
 * the minifiers and the search indexer.
 */
export async function readMarkdownInput(buildDir: string): Promise<MarkdownInput> {
  const routes = sitemapRoutes(await readFile(path.join(buildDir, 'sitemap.xml'), 'utf8'));
  const orderPath = path.join(buildDir, readingOrderFile);
  const order = existsSync(orderPath)
    ? (JSON.parse(await readFile(orderPath, 'utf8')) as string[])
    : [];
  await rm(orderPath, { force: true });
  const html = new Map<string, string>();
  await mapLimit(routes, 16, async (route) => {
    const file = htmlFileOf(buildDir, route);
    if (!file) throw new Error(`${route}: the sitemap lists it but no HTML file was built`);
    const text = await readFile(file, 'utf8');
    html.set(route, text);
    const links = [{ type: 'text/markdown', href: markdownPath(route) }];
    if (existsSync(path.join(buildDir, `${route}.json`))) {
      links.push({ type: 'application/json', href: `${route}.json` });
    }
    await writeFile(file, withAlternateLinks(text, links));
  });
  return { routes, order, html };
}

/** Writes each page's Markdown and /llms-full.txt; returns a one-line summary. */
export async function writeMarkdownPages(
  buildDir: string,
  input: MarkdownInput,
  options: MarkdownOptions,
): Promise<string> {
  const started = performance.now();
  const cache = await openContentCache('markdown');
  const converter = await readFile(path.join(import.meta.dirname, 'html-to-markdown.ts'), 'utf8');
  const salt = hashParts([
    converter,
    await readFile(path.join(import.meta.dirname, 'hast-to-mdast.ts'), 'utf8'),
    await readFile(path.join(import.meta.dirname, 'parse-html.ts'), 'utf8'),
    await readFile(path.join(import.meta.dirname, 'write-markdown.ts'), 'utf8'),
    await packageVersion('htmlparser2'),
    JSON.stringify(options),
  ]);
  const markdownOf = new Map<string, string>();
  let converted = 0;
  await mapLimit(input.routes, 8, async (route) => {
    const html = input.html.get(route) ?? '';
    const pageUrl = `${options.siteUrl}${route === '/' ? '' : route}`;
    // Asset hashes change with any code change; they never show in the Markdown.
    const key = hashParts([salt, route, html.replace(/\/assets\/[^"'\s)]+/g, '')]);
    let markdown = (await cache.read(key))?.toString('utf8');
    if (markdown === undefined) {
      const page = pageMarkdown(html, { ...options, pageUrl });
      if (!page) throw new Error(`${route}: no <article> or <main> to convert`);
      markdown = page.markdown;
      await cache.write(key, Buffer.from(markdown));
      converted += 1;
    }
    markdownOf.set(route, markdown);
    await writeFile(path.join(buildDir, markdownPath(route)), markdown);
  });
  await cache.pruneUnused();
  const pages = orderRoutes(input.routes, input.order).map((route) => ({
    url: `${options.siteUrl}${route === '/' ? '' : route}`,
    markdown: markdownOf.get(route) ?? '',
  }));
  await writeFile(path.join(buildDir, 'llms-full.txt'), llmsFull(pages, options));
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const reused = input.routes.length - converted;
  return `[markdown] ${input.routes.length} pages (${converted} converted, ${reused} from cache) and llms-full.txt in ${seconds} s`;
}
