/**
 * `npm run markdown:check-writer [build dir]`: converts every sitemap page of a build and checks
 * that the Markdown of write-markdown.ts parses (CommonMark + GFM) to the same tree as the
 * Markdown mdast-util-to-markdown writes for the same page. Prints the pages that differ and
 * both writers' times; exits 1 when any page differs. Run it after changing the writer.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pageTree } from './html-to-markdown';
import { htmlFileOf, sitemapRoutes } from './pages';
import { sameDocument, referenceMarkdown } from './reference-writer';
import { writeMarkdown } from './write-markdown';

const buildDir = path.resolve(process.argv[2] ?? 'build');
const siteUrl = 'https://docs.example.com';
const routes = sitemapRoutes(readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8'));
const differing: string[] = [];
let ours = 0;
let reference = 0;
for (const route of routes) {
  const file = htmlFileOf(buildDir, route);
  const page =
    file &&
    pageTree(readFileSync(file, 'utf8'), { siteUrl, siteTitle: '', pageUrl: `${siteUrl}${route}` });
  if (!page) continue;
  let started = performance.now();
  const mine = writeMarkdown(page.tree);
  ours += performance.now() - started;
  started = performance.now();
  const theirs = referenceMarkdown(page.tree);
  reference += performance.now() - started;
  if (!sameDocument(mine, theirs)) differing.push(route);
}
console.log(
  `[markdown] ${routes.length - differing.length} of ${routes.length} pages parse the same with both writers (ours ${(ours / 1000).toFixed(2)} s, mdast-util-to-markdown ${(reference / 1000).toFixed(2)} s)`,
);
for (const route of differing) console.log(`  differs: ${route}`);
process.exitCode = differing.length > 0 ? 1 : 0;
