/**
 * Compares the hand-written pages of docs/ with their published counterparts (gruntwork-io/docs
 * at a commit, read through git): for each route both have, the published facts our page lacks,
 * minus the ones a writer left out on purpose (justified.yml, with the reason).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import * as z from 'zod';
import { parse } from 'yaml';
import { readPages } from '../../importers/published-reference/git';
import { listFiles as listDocs } from '../lib/list-files';
import { extractFacts, missingFacts, type Fact } from './facts';
import { routeOf } from './routes';

/** Generated families: checked by their importers, not here. */
const generated = [/^reference\//, /^discussions\//, /^guides\/stay-up-to-date\/releases\//];
const page = /\.mdx?$/;

export const justifiedSchema = z.record(
  z.string().startsWith('/'),
  z.record(z.string().min(1), z.string().trim().min(10, 'must give the reason (10+ characters)')),
);
export type Justified = z.infer<typeof justifiedSchema>;

export type PageReport = {
  route: string;
  ours: string;
  published: string;
  facts: number;
  missing: Fact[];
  justified: number;
};

function handWritten(file: string): boolean {
  return page.test(file) && !generated.some((pattern) => pattern.test(file));
}

/** Published pages by route: the facts of each. */
export async function readPublished(
  repo: string,
  commit: string,
): Promise<Map<string, { file: string; facts: Fact[] }>> {
  const pages = new Map<string, { file: string; facts: Fact[] }>();
  const files = await readPages(repo, commit, 'docs', (file) =>
    handWritten(file.replace(/^docs\//, '')),
  );
  for (const { file, text } of files) {
    pages.set(routeOf(file.replace(/^docs\//, ''), text), { file, facts: extractFacts(text) });
  }
  return pages;
}

export async function loadJustified(file: string): Promise<Justified> {
  const text = await readFile(file, 'utf8').catch(() => '');
  const result = justifiedSchema.safeParse(parse(text) ?? {});
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new Error(`${file} (${issue?.path.join('.') ?? ''}): ${issue?.message ?? 'is invalid'}`);
  }
  return result.data;
}

/** One report per hand-written page of ours that has a published counterpart. */
export async function comparePages(
  docsDir: string,
  published: ReadonlyMap<string, { file: string; facts: Fact[] }>,
  justified: Justified,
): Promise<PageReport[]> {
  const reports: PageReport[] = [];
  for (const absolute of (await listDocs(docsDir)).sort()) {
    const relative = path.relative(docsDir, absolute).split(path.sep).join('/');
    if (!handWritten(relative)) continue;
    const source = await readFile(absolute, 'utf8');
    const route = routeOf(relative, source);
    const counterpart = published.get(route);
    if (!counterpart) continue;
    const reasons = justified[route] ?? {};
    const gaps = missingFacts(counterpart.facts, source);
    const missing = gaps.filter((fact) => reasons[fact.value] === undefined);
    reports.push({
      route,
      ours: path.join(docsDir, relative),
      published: counterpart.file,
      facts: counterpart.facts.length,
      missing,
      justified: gaps.length - missing.length,
    });
  }
  return reports.sort((a, b) => a.route.localeCompare(b.route));
}

export function totals(reports: readonly PageReport[]) {
  const facts = reports.reduce((sum, item) => sum + item.facts, 0);
  const missing = reports.reduce((sum, item) => sum + item.missing.length, 0);
  const justified = reports.reduce((sum, item) => sum + item.justified, 0);
  return {
    pages: reports.length,
    facts,
    missing,
    justified,
    missingShare: facts === 0 ? 0 : missing / facts,
  };
}
