/**
 * Checks a staged build before it is published: the search index loads and answers
 * (scripts/search/verify-index.ts), every page the sitemap lists exists, is not empty and has
 * its Markdown twin, and no page has an inline script the site does not write (which the CSP
 * renderer would otherwise allow by its hash). Throws with every problem found, so a build that fails here never replaces
 * build/.
 */
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { indexFolder } from '../../src/lib/search/indexFormat.ts';
import { markdownPath } from '../../src/lib/markdownPath.ts';
import { verifyIndex } from '../search/verify-index.ts';
import { unknownInlineScripts } from '../serve/csp.ts';
import { readBuiltHtml } from '../serve/prepare.ts';

async function size(file: string): Promise<number> {
  return stat(file).then(
    (info) => (info.isFile() ? info.size : 0),
    () => -1,
  );
}

/** The HTML file of a site path: /a/b is a/b.html or a/b/index.html; / is index.html. */
async function pageFile(dir: string, pathname: string): Promise<string | undefined> {
  const clean = pathname.replace(/^\/+|\/+$/g, '');
  const candidates = clean
    ? [path.join(dir, `${clean}.html`), path.join(dir, clean, 'index.html')]
    : [path.join(dir, 'index.html')];
  for (const candidate of candidates) if ((await size(candidate)) > 0) return candidate;
  return undefined;
}

/** Problems of a staged build folder; empty when it may be published. */
export async function buildProblems(dir: string): Promise<string[]> {
  const problems: string[] = [];
  await verifyIndex(dir, indexFolder).catch((error: unknown) => {
    problems.push(`search index: ${(error as Error).message}`);
  });
  problems.push(...unknownInlineScripts(await readBuiltHtml(dir)));
  const sitemap = await readFile(path.join(dir, 'sitemap.xml'), 'utf8').catch(() => '');
  const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? '');
  if (urls.length === 0) problems.push('sitemap.xml is missing or lists no page');
  for (const url of urls) {
    const pathname = new URL(url).pathname;
    if (!(await pageFile(dir, pathname))) {
      problems.push(`${pathname}: listed in sitemap.xml, but its page is missing or empty`);
      continue;
    }
    const twin = path.join(dir, markdownPath(pathname).replace(/^\//, ''));
    if ((await size(twin)) <= 0)
      problems.push(`${pathname}: its Markdown twin ${twin} is missing or empty`);
  }
  return problems;
}

/** Throws, listing every problem, unless the staged build may be published. */
export async function verifyBuild(dir: string): Promise<void> {
  const problems = await buildProblems(dir);
  if (problems.length > 0)
    throw new Error(`${dir}/ is not published:\n${problems.map((p) => `  ${p}`).join('\n')}`);
}
