/**
 * The same queries over the same page records in Node: the site's engine (fast to iterate on
 * while tuning) and peer engines, MiniSearch and lunr with their documented defaults plus field
 * boosts like ours (title and headings above body), so the figures compare engines, not inputs.
 */
import lunr from 'lunr';
import MiniSearch from 'minisearch';

import { buildIndexFiles } from '../../search/index-files.ts';
import { openIndexFiles } from '../../search/open-index.ts';
import type { PageRecord } from '../../search/records.ts';
import { readIndexInput } from '../../search/read-records.ts';
import { loadSynonyms } from '../../search/synonyms.ts';
import type { QueryAnswer, RelevanceQuery } from './metrics.ts';
import * as rankingValues from '../../../src/lib/search/ranking.ts';

/**
 * Sets one ranking value (`fieldWeights.title`, `ranking.k1`, ...) for this process, to try it
 * in the tuning loop. Here rather than in the .mts caller: tsx loads .ts files through require,
 * so only a .ts module shares the engine's instance of ranking.ts.
 */
export function setRankingValue(name: string, value: number): void {
  const [table = '', key = ''] = name.split('.');
  const target = (rankingValues as unknown as Record<string, Record<string, number> | undefined>)[
    table
  ];
  if (!target || !key || !(key in target) || Number.isNaN(value))
    throw new Error(`--set ${name}=${value}: no such ranking value`);
  target[key] = value;
}

interface FlatPage {
  id: string;
  title: string;
  headings: string;
  body: string;
}

const flatten = (record: PageRecord): FlatPage => ({
  id: record.url,
  title: `${record.title} ${record.url.split('/').pop() ?? ''}`,
  headings: record.sections
    .slice(1)
    .map((s) => s.heading)
    .join(' '),
  body: record.sections.map((s) => `${s.text} ${s.code}`).join(' '),
});

async function ours(
  records: PageRecord[],
  queries: readonly RelevanceQuery[],
): Promise<QueryAnswer[]> {
  const engine = await openIndexFiles(buildIndexFiles(records, await loadSynonyms()));
  const answers: QueryAnswer[] = [];
  for (const query of queries) {
    const started = performance.now();
    const response = await engine.search(query.q, {
      filters: { version: 'current' },
      typing: true,
    });
    const top = await Promise.all(response.results.slice(0, 10).map((result) => result.data()));
    answers.push({
      urls: top.map((data) => data.url),
      excerpts: top.map((data) => data.excerpt),
      latencyMs: performance.now() - started,
    });
  }
  return answers;
}

function miniSearch(pages: FlatPage[], queries: readonly RelevanceQuery[]): QueryAnswer[] {
  const index = new MiniSearch<FlatPage>({
    fields: ['title', 'headings', 'body'],
    storeFields: [],
  });
  index.addAll(pages);
  return queries.map((query) => {
    const urls = index
      .search(query.q, { boost: { title: 3, headings: 2 }, prefix: true, fuzzy: 0.2 })
      .slice(0, 10)
      .map((hit) => String(hit.id));
    return { urls, excerpts: [] };
  });
}

function lunrSearch(pages: FlatPage[], queries: readonly RelevanceQuery[]): QueryAnswer[] {
  const index = lunr(function build() {
    this.ref('id');
    this.field('title', { boost: 10 });
    this.field('headings', { boost: 3 });
    this.field('body');
    for (const page of pages) this.add(page);
  });
  return queries.map((query) => {
    // lunr reads these characters as query syntax; a reader means them as text.
    const clean = query.q.replace(/[:~^*+-]/g, ' ');
    try {
      return {
        urls: index
          .search(clean)
          .slice(0, 10)
          .map((hit) => hit.ref),
        excerpts: [],
      };
    } catch {
      return { urls: [], excerpts: [] };
    }
  });
}

/** Runs the site's engine (in Node) and the peers over the records of `buildDir`. */
export async function runPeers(
  buildDir: string,
  queries: readonly RelevanceQuery[],
  records?: PageRecord[],
): Promise<{ name: string; answers: QueryAnswer[] }[]> {
  const pages = records ?? (await readIndexInput(buildDir)).records;
  const flat = pages.map(flatten);
  return [
    { name: 'site engine in Node', answers: await ours(pages, queries) },
    { name: 'MiniSearch 7 (prefix, fuzzy 0.2)', answers: miniSearch(flat, queries) },
    { name: 'lunr 2', answers: lunrSearch(flat, queries) },
  ];
}
