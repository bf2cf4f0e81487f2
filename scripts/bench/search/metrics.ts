/**
 * Relevance figures of a search run: hit@k, mean reciprocal rank, zero-result queries and
 * excerpts that show page chrome, per query kind and overall. Pure, shared by the browser
 * benchmark and the peer-engine comparison so both are scored the same way.
 */

import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { hasChrome } from '../../search/chrome-text.ts';

/** One query of a development set: what a reader typed and the pages that answer it. */
export interface RelevanceQuery {
  q: string;
  expect: string[];
  kind: string;
}

/** What an engine answered for one query: result URLs in rank order and their excerpts. */
export interface QueryAnswer {
  urls: string[];
  excerpts: string[];
  latencyMs?: number;
}

/** The figures of one group of queries. */
export interface RelevanceFigures {
  queries: number;
  hit1: number;
  hit3: number;
  hit10: number;
  mrr: number;
  zeroResults: number;
  chromeExcerpts: number;
  excerpts: number;
}

/** A result URL compared without origin, `#hash`, query, trailing slash or `.html`. */
export function normalizeUrl(url: string): string {
  const pathOnly = url.replace(/^[a-z]+:\/\/[^/]+/i, '').replace(/[?#].*$/, '');
  return (
    pathOnly
      .replace(/\.html$/, '')
      .replace(/\/index$/, '')
      .replace(/\/+$/, '') || '/'
  );
}

/** 1-based rank of the first expected page among the results, or null when none is there. */
export function rankOf(query: RelevanceQuery, urls: readonly string[]): number | null {
  const expected = new Set(query.expect.map(normalizeUrl));
  const index = urls.findIndex((url) => expected.has(normalizeUrl(url)));
  return index < 0 ? null : index + 1;
}

/** Scores one group of answered queries; the top 3 excerpts of each are checked for chrome. */
export function score(
  queries: readonly RelevanceQuery[],
  answers: readonly QueryAnswer[],
): RelevanceFigures {
  const figures: RelevanceFigures = {
    queries: queries.length,
    hit1: 0,
    hit3: 0,
    hit10: 0,
    mrr: 0,
    zeroResults: 0,
    chromeExcerpts: 0,
    excerpts: 0,
  };
  queries.forEach((query, i) => {
    const answer = answers[i] ?? { urls: [], excerpts: [] };
    const rank = rankOf(query, answer.urls.slice(0, 10));
    if (answer.urls.length === 0) figures.zeroResults += 1;
    if (rank !== null) {
      if (rank <= 1) figures.hit1 += 1;
      if (rank <= 3) figures.hit3 += 1;
      figures.hit10 += 1;
      figures.mrr += 1 / rank;
    }
    for (const excerpt of answer.excerpts.slice(0, 3)) {
      figures.excerpts += 1;
      if (hasChrome(excerpt)) figures.chromeExcerpts += 1;
    }
  });
  return figures;
}

const percent = (part: number, whole: number) =>
  whole === 0 ? '  -  ' : `${((100 * part) / whole).toFixed(0).padStart(3)} %`;

/** One table row: label, hit@1, hit@3, hit@10, MRR, zero results, excerpts with chrome. */
export function formatRow(label: string, f: RelevanceFigures): string {
  return [
    label.padEnd(22),
    String(f.queries).padStart(4),
    percent(f.hit1, f.queries),
    percent(f.hit3, f.queries),
    percent(f.hit10, f.queries),
    (f.queries ? f.mrr / f.queries : 0).toFixed(2).padStart(5),
    String(f.zeroResults).padStart(5),
    `${f.chromeExcerpts}/${f.excerpts}`.padStart(9),
  ].join('  ');
}

/** The header matching formatRow. */
export const tableHeader = `${'queries'.padEnd(22)}     n  hit@1  hit@3 hit@10    MRR  zero    chrome`;

/** Figures per kind (in first-seen order) and overall, as printable rows. */
export function report(
  label: string,
  queries: readonly RelevanceQuery[],
  answers: readonly QueryAnswer[],
): string[] {
  const kinds = [...new Set(queries.map((query) => query.kind))];
  const rows = kinds.map((kind) => {
    const picked = queries.flatMap((query, i) => (query.kind === kind ? [i] : []));
    return formatRow(
      `  ${kind}`,
      score(
        picked.map((i) => queries[i] as RelevanceQuery),
        picked.map((i) => answers[i] ?? { urls: [], excerpts: [] }),
      ),
    );
  });
  return [label, tableHeader, ...rows, formatRow('  all', score(queries, answers))];
}

/** Median and 95th percentile of a list of numbers. */
export function percentiles(values: readonly number[]): { median: number; p95: number } {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (share: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? NaN;
  return { median: at(0.5), p95: at(0.95) };
}

/**
 * The query sets named, or by default the shared development set (../shared/search, when
 * present) and the project's own (scripts/bench/search/queries.json); paths from the repository root.
 */
export function loadQuerySets(
  files: readonly string[],
): { name: string; queries: RelevanceQuery[] }[] {
  const chosen =
    files.length > 0
      ? files
      : [
          path.resolve('../shared/search/dev-queries.json'),
          path.resolve('scripts/bench/search/queries.json'),
        ].filter((file) => existsSync(file));
  return chosen.map((file) => ({
    name: path.relative(process.cwd(), file),
    queries: JSON.parse(readFileSync(file, 'utf8')) as RelevanceQuery[],
  }));
}
