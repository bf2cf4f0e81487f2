/**
 * The site's search engine: ranks pages for a query over the index that scripts/search writes,
 * and shapes results with excerpts. The same code runs in the browser (fetching the index) and
 * in Node (reading it from a build folder), so every reader of the index gets one ranking.
 *
 * A page's score adds up, per query word, the BM25F score the build gave its terms; pages that
 * have more of the query's words win (coverage), release notes weigh less, and a query that is a
 * page's whole title or slug puts that page first.
 */
import { excerptOf } from './excerpt';
import type { DocRow, IndexEntry, Posting, TermShard, TextChunk } from './indexFormat';
import { indexFormatVersion } from './indexFormat';
import {
  normalizeText,
  pairsOfQuery,
  parseQuery,
  prefixesOf,
  termsOfQuery,
  type ParsedQuery,
} from './query';
import { isQuestion, questionTypeWeights, ranking, typeWeights } from './ranking';
import { groupWeight, matchGroup } from './scoring';

/** Reads one file of the index (a path relative to the index folder) as parsed JSON. */
export type IndexLoader = (file: string) => Promise<unknown>;

/** Filters: a value, all of several values, or any of several values. */
export type Filters = Record<string, string | string[] | { any: string[] }>;

export type SubResult = { title: string; url: string; excerpt: string };

export type ResultData = {
  url: string;
  excerpt: string;
  meta: { title?: string; section?: string; type?: string; [key: string]: string | undefined };
  filters: Record<string, string[]>;
  sub_results: SubResult[];
};

/** A ranked page; `data()` loads its excerpt. */
export type RankedResult = { id: string; score: number; data: () => Promise<ResultData> };

export type SearchResponse = { results: RankedResult[] };

const version = 'current';
const language = 'en';

/**
 * Index of the last range whose first key is at most `value`, in a list sorted by first key
 * (a term's shard, a section's text chunk); 0 when `value` comes before them all.
 */
function rangeOf<K extends string | number>(
  ranges: readonly (readonly [K, string])[],
  value: K,
): number {
  let low = 0;
  let high = ranges.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    const first = ranges[mid]?.[0];
    if (first !== undefined && first <= value) low = mid + 1;
    else high = mid;
  }
  return Math.max(0, low - 1);
}

export class SearchEngine {
  private readonly fileCache = new Map<string, Promise<unknown>>();

  private constructor(
    private readonly load: IndexLoader,
    readonly entry: IndexEntry,
    readonly docs: readonly DocRow[],
  ) {}

  /** Opens an index: reads its entry and page table. */
  static async open(load: IndexLoader): Promise<SearchEngine> {
    const entry = (await load('index.json')) as IndexEntry;
    const found: unknown = (entry as { version?: unknown }).version;
    if (found !== indexFormatVersion)
      throw new Error(
        `search index format ${String(found)}, expected ${String(indexFormatVersion)}`,
      );
    const docs = (await load(entry.docs)) as DocRow[];
    return new SearchEngine(load, entry, docs);
  }

  /** One index file, fetched once; a failed fetch is forgotten so the next search retries. */
  private loadOnce(file: string): Promise<unknown> {
    let loaded = this.fileCache.get(file);
    if (!loaded) {
      loaded = this.load(file);
      loaded.catch(() => this.fileCache.delete(file));
      this.fileCache.set(file, loaded);
    }
    return loaded;
  }

  private shard(index: number): Promise<TermShard> {
    const file = this.entry.shards[index]?.[1];
    return file ? (this.loadOnce(file) as Promise<TermShard>) : Promise.resolve({});
  }

  private chunk(index: number): Promise<TextChunk> {
    return this.loadOnce(this.entry.chunks[index]?.[1] ?? '') as Promise<TextChunk>;
  }

  /** Postings of exact terms, and of terms that start with `prefix` when given. */
  private async postings(terms: string[], prefixes: string[]): Promise<Map<string, Posting[]>> {
    const { shards } = this.entry;
    const wanted = new Set<number>(terms.map((term) => rangeOf(shards, term)));
    for (const prefix of prefixes) {
      const from = rangeOf(shards, prefix);
      wanted.add(from);
      if ((shards[from + 1]?.[0] ?? '\uffff').startsWith(prefix)) wanted.add(from + 1);
    }
    const found = new Map<string, Posting[]>();
    for (const shard of await Promise.all([...wanted].map((index) => this.shard(index)))) {
      for (const term of terms) if (shard[term]) found.set(term, shard[term]);
      for (const prefix of prefixes)
        for (const term of Object.keys(shard))
          if (term.startsWith(prefix) && !found.has(term)) found.set(term, shard[term] ?? []);
    }
    return found;
  }

  /** A page's facet values by name, as filters and result data name them. */
  private facetsOf(row: DocRow): Record<'type' | 'section' | 'tag' | 'version', string[]> {
    return {
      type: [this.entry.types[row[2]] ?? ''],
      section: [this.entry.sections[row[3]] ?? ''],
      tag: row[4].map((tag) => this.entry.tags[tag] ?? ''),
      version: [version],
    };
  }

  private passes(row: DocRow, filters: Filters): boolean {
    const values: Record<string, string[]> = { ...this.facetsOf(row), language: [language] };
    return Object.entries(filters).every(([key, wanted]) => {
      const have = values[key] ?? [];
      if (typeof wanted === 'string') return have.includes(wanted);
      if (Array.isArray(wanted)) return wanted.every((value) => have.includes(value));
      return wanted.any.some((value) => have.includes(value));
    });
  }

  /** Ranks the pages for a query; a null or empty query lists the filtered pages by title. */
  async search(
    term: string | null,
    options: { filters?: Filters; typing?: boolean } = {},
  ): Promise<SearchResponse> {
    const filters = options.filters ?? {};
    const query = parseQuery(term ?? '', this.entry.synonyms, options.typing ?? false);
    if (query.groups.length === 0) {
      if (term?.trim()) return { results: [] };
      const listed = this.docs
        .map((row, doc) => ({ row, doc }))
        .filter(({ row }) => this.passes(row, filters))
        .sort((a, b) => a.row[1].localeCompare(b.row[1], 'en'));
      return {
        results: listed.map(({ doc }) => this.ranked(doc, 0, [], query)),
      };
    }
    const prefixes = prefixesOf(query);
    // Stems a typed word may already have reached ("deploy" for "deploym"), looked up exactly.
    const stems = prefixes.flatMap((typed) =>
      Array.from({ length: typed.length - 3 }, (_, i) => typed.slice(0, i + 4)),
    );
    const pairs = pairsOfQuery(query);
    const postings = await this.postings([...termsOfQuery(query), ...stems, ...pairs], prefixes);
    const totals = new Map<
      number,
      {
        score: number;
        coverage: number;
        /** Hits per section, a compound's terms each counted: picks the sections to show. */
        sections: Map<number, number>;
        /** Query words per section, each counted once: how many of them are together. */
        words: Map<number, number>;
      }
    >();
    // Coverage counts each word by how rare it is: missing "use" costs little, missing "ecr" much.
    const weights = query.groups.map((group) => groupWeight(group, postings, this.docs.length));
    const allWeight = weights.reduce((sum, weight) => sum + weight, 0) || 1;
    for (const [g, group] of query.groups.entries()) {
      const weight = (weights[g] ?? 0) / allWeight;
      for (const [doc, match] of matchGroup(group, postings)) {
        const total = totals.get(doc) ?? {
          score: 0,
          coverage: 0,
          sections: new Map<number, number>(),
          words: new Map<number, number>(),
        };
        total.score += match.score;
        total.coverage += match.coverage * weight;
        for (const section of match.sections)
          total.sections.set(section, (total.sections.get(section) ?? 0) + 1);
        for (const section of new Set(match.sections))
          total.words.set(section, (total.words.get(section) ?? 0) + 1);
        totals.set(doc, total);
      }
    }
    // Two of the reader's words side by side in a title are worth more than the same words apart.
    for (const pair of pairs)
      for (const [doc, score] of postings.get(pair) ?? []) {
        const total = totals.get(doc);
        if (total) total.score += score;
      }
    const intent = isQuestion(term ?? '') ? questionTypeWeights : {};
    const ranked: { doc: number; score: number; sections: number[] }[] = [];
    for (const [doc, total] of totals) {
      const row = this.docs[doc];
      if (!row || !this.passes(row, filters)) continue;
      let score = total.score * total.coverage ** ranking.coveragePower;
      // Words of the query in one section (a problem statement, one input) beat words spread
      // over a long page.
      if (query.groups.length > 1) {
        const together = Math.max(0, ...total.words.values()) / query.groups.length;
        score *= 1 + ranking.togetherWeight * Math.min(1, together);
      }
      const type = this.entry.types[row[2]] ?? '';
      score *= (typeWeights[type] ?? 1) * (intent[type] ?? 1);
      const names = [normalizeText(row[1]), normalizeText(row[0].split('/').pop() ?? '')];
      if (names.includes(query.normalized) || names.includes(query.expanded))
        score *= ranking.exactTitleBoost;
      const sections = [...total.sections]
        .sort((a, b) => b[1] - a[1] || a[0] - b[0])
        .slice(0, 4)
        .map(([offset]) => offset);
      ranked.push({ doc, score, sections });
    }
    ranked.sort((a, b) => b.score - a.score || a.doc - b.doc);
    return {
      results: ranked.map(({ doc, score, sections }) => this.ranked(doc, score, sections, query)),
    };
  }

  private ranked(doc: number, score: number, sections: number[], query: ParsedQuery): RankedResult {
    return { id: String(doc), score, data: () => this.resultData(doc, sections, query) };
  }

  /** Loads what a result shows: title, facets, an excerpt and the best sections as sub-results. */
  async resultData(
    doc: number,
    offsets: readonly number[],
    query: ParsedQuery,
  ): Promise<ResultData> {
    const row = this.docs[doc];
    if (!row) throw new Error(`no page ${doc} in the search index`);
    const [url, title, type, section, , first] = row;
    const ids = [...new Set([...(offsets.length ? offsets : [0]).map((offset) => first + offset)])];
    const chunkIndexes = [
      ...new Set([
        rangeOf(this.entry.chunks, first),
        ...ids.map((id) => rangeOf(this.entry.chunks, id)),
      ]),
    ];
    const chunks = await Promise.all(chunkIndexes.map((index) => this.chunk(index)));
    const byId = new Map<number, TextChunk['sections'][number]>();
    chunkIndexes.forEach((index, i) => {
      const start = this.entry.chunks[index]?.[0] ?? 0;
      chunks[i]?.sections.forEach((sectionRow, k) => byId.set(start + k, sectionRow));
    });
    const meta = chunks[0]?.meta[doc] ?? {};
    const terms = new Set(termsOfQuery(query));
    const prefixes = prefixesOf(query);
    const matches = (tokenTerms: readonly string[]) =>
      tokenTerms.some((t) => terms.has(t) || prefixes.some((p) => t.startsWith(p)));
    const sub = ids.flatMap((id) => {
      const sectionRow = byId.get(id);
      if (!sectionRow) return [];
      const [, heading, anchor, text] = sectionRow;
      const target = anchor ? `${url}#${anchor}` : url;
      return [{ title: heading, url: target, excerpt: excerptOf(text || heading, matches) }];
    });
    const best = sub[0];
    const exactHeading = best && best.url !== url && normalizeText(best.title) === query.normalized;
    const top = byId.get(first);
    return {
      url: exactHeading ? best.url : url,
      excerpt: best?.excerpt || excerptOf(top?.[3] ?? '', matches),
      meta: { title, section: this.entry.sections[section], type: this.entry.types[type], ...meta },
      filters: this.facetsOf(row),
      sub_results: [
        { title, url, excerpt: best?.excerpt ?? '' },
        ...sub.filter((s) => s.url !== url),
      ],
    };
  }

  /** Pages per value of each facet (section, tag, type), for filter menus. */
  filters(): Record<string, Record<string, number>> {
    const counts: Record<string, Record<string, number>> = { section: {}, tag: {}, type: {} };
    const bump = (facet: string, value: string | undefined) => {
      if (!value) return;
      const table = counts[facet] ?? {};
      table[value] = (table[value] ?? 0) + 1;
      counts[facet] = table;
    };
    for (const row of this.docs) {
      const { type, section, tag } = this.facetsOf(row);
      for (const value of type) bump('type', value);
      for (const value of section) bump('section', value);
      for (const value of tag) bump('tag', value);
    }
    return counts;
  }
}
