/**
 * The files of the site's search index (written by scripts/search, read by engine.ts in the
 * browser and in Node). Everything is JSON; every file but the entry has its content hash in its
 * name, so it can be cached for a year.
 *
 * - `index.json` (entry): file names, shard boundaries, facet counts and synonyms.
 * - docs file: one row per page (`DocRow`), loaded with the entry.
 * - term shards: terms in sorted ranges; a query loads only the shards of its words.
 * - text chunks: section headings, anchors and text for excerpts; a result loads one.
 */

/** Bumped whenever the shape of the files changes. */
export const indexFormatVersion = 1;

/** Folder of the index in the build, and its URL path. */
export const indexFolder = 'search-index';

/** A reader's words and the site's words they stand for (data/search-synonyms.yml). */
export type SynonymRow = [readerWords: string, siteWords: string];

export interface IndexEntry {
  version: typeof indexFormatVersion;
  /** The docs table's file. */
  docs: string;
  /** [first term, file] of each term shard, sorted by first term. */
  shards: [string, string][];
  /** [first global section id, file] of each text chunk, in section order. */
  chunks: [number, string][];
  types: string[];
  sections: string[];
  tags: string[];
  synonyms: SynonymRow[];
}

/** One page: URL, title, type and section (indexes into the entry's lists), tags, first section id. */
export type DocRow = [
  url: string,
  title: string,
  type: number,
  section: number,
  tags: number[],
  firstSection: number,
];

/**
 * One page's match of a term: its id, a score (BM25F, times 1000, rounded) and the offsets
 * (from the page's first section) of the sections that hold the term most, best first.
 */
export type Posting = [doc: number, score: number, ...sections: number[]];

/** A term shard: term to postings. */
export type TermShard = Record<string, Posting[]>;

/** A section in a text chunk: page id, heading, anchor ('' for the page's top), text. */
export type SectionRow = [doc: number, heading: string, anchor: string, text: string];

/** A text chunk: consecutive sections, and the page meta of pages that start in it. */
export interface TextChunk {
  sections: SectionRow[];
  meta: Record<number, Record<string, string>>;
}
