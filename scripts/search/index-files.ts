/**
 * Page records to the files of the search index (see src/lib/search/indexFormat.ts). Pure:
 * records in, files out, the same bytes for the same records. Every page's terms are scored here
 * once with BM25F, so a query only adds up numbers.
 */
import { createHash } from 'node:crypto';
import {
  indexFormatVersion,
  type DocRow,
  type IndexEntry,
  type Posting,
  type SectionRow,
  type SynonymRow,
  type TermShard,
  type TextChunk,
} from '../../src/lib/search/indexFormat.ts';
import { fieldB, fieldWeights, ranking, type Field } from '../../src/lib/search/ranking.ts';
import { pairsOf, termsWithParts } from '../../src/lib/search/tokenize.ts';
import type { PageRecord } from './records.ts';

/** A file of the index: path inside the index folder and its text. */
export interface IndexFile {
  path: string;
  content: string;
}

/** Shard and chunk sizes in characters: small enough that a query loads little. */
const shardTarget = 12_000;
const chunkTarget = 8_000;
/** Postings keep this many sections per page and term. */
const sectionsPerPosting = 3;

/** A heading that is one identifier with a joiner: `num_nat_gateways`, `vpc-app`. */
const itemName = /^[\p{L}\p{N}]+(?:[._-][\p{L}\p{N}]+)+$/u;

const fields: Field[] = [
  'title',
  'pair',
  'slug',
  'path',
  'lead',
  'item',
  'heading',
  'body',
  'code',
];

interface TermStats {
  tf: Record<Field, number>;
  /** Weighted occurrences per section offset. */
  sections: Map<number, number>;
}

function hashed(name: string, content: string): IndexFile {
  const hash = createHash('sha256').update(content).digest('hex').slice(0, 10);
  return { path: `${name}.${hash}.json`, content };
}

/** The last path segment: a module's slug, a guide's file name. */
export function slugOf(url: string): string {
  return url.split('/').pop() ?? '';
}

function countTerms(record: PageRecord) {
  const terms = new Map<string, TermStats>();
  const empty = (): Record<Field, number> => ({
    title: 0,
    pair: 0,
    slug: 0,
    path: 0,
    lead: 0,
    item: 0,
    heading: 0,
    body: 0,
    code: 0,
  });
  const lengths = empty();
  const add = (field: Field, text: string, section: number) => {
    const found =
      field === 'pair'
        ? pairsOf(text).map((term) => ({ term, part: false }))
        : termsWithParts(text);
    for (const { term, part } of found) {
      const weight = part ? ranking.partWeight : 1;
      lengths[field] += 1;
      let stats = terms.get(term);
      if (!stats) {
        stats = { tf: empty(), sections: new Map() };
        terms.set(term, stats);
      }
      stats.tf[field] += weight;
      stats.sections.set(
        section,
        (stats.sections.get(section) ?? 0) + weight * fieldWeights[field],
      );
    }
  };
  add('title', record.title, 0);
  add('slug', slugOf(record.url), 0);
  add('path', record.url.split('/').slice(1, -1).join(' '), 0);
  add('lead', record.description, 0);
  add('pair', record.title, 0);
  add('pair', record.description, 0);
  record.sections.forEach((section, offset) => {
    if (offset > 0)
      add(itemName.test(section.heading) ? 'item' : 'heading', section.heading, offset);
    add('body', section.text, offset);
    add('code', section.code, offset);
  });
  return { terms, lengths };
}

function packShards(postings: Map<string, Posting[]>): {
  shards: [string, string][];
  files: IndexFile[];
} {
  const shards: [string, string][] = [];
  const files: IndexFile[] = [];
  let current: TermShard = {};
  let first = '';
  let size = 0;
  const flush = () => {
    if (size === 0) return;
    const file = hashed(`terms/${shards.length}`, JSON.stringify(current));
    shards.push([first, file.path]);
    files.push(file);
    current = {};
    size = 0;
  };
  for (const term of [...postings.keys()].sort()) {
    const list = postings.get(term) ?? [];
    if (size === 0) first = term;
    current[term] = list;
    size += term.length + JSON.stringify(list).length;
    if (size >= shardTarget) flush();
  }
  flush();
  return { shards, files };
}

function packChunks(records: readonly PageRecord[]): {
  chunks: [number, string][];
  files: IndexFile[];
} {
  const chunks: [number, string][] = [];
  const files: IndexFile[] = [];
  let current: TextChunk = { sections: [], meta: {} };
  let start = 0;
  let next = 0;
  let size = 0;
  const flush = () => {
    if (current.sections.length === 0) return;
    const file = hashed(`text/${chunks.length}`, JSON.stringify(current));
    chunks.push([start, file.path]);
    files.push(file);
    current = { sections: [], meta: {} };
    start = next;
    size = 0;
  };
  records.forEach((record, doc) => {
    if (Object.keys(record.meta).length > 0) current.meta[doc] = record.meta;
    for (const section of record.sections) {
      const row: SectionRow = [doc, section.heading, section.anchor, section.text];
      current.sections.push(row);
      next += 1;
      size += section.heading.length + section.text.length + 20;
      if (size >= chunkTarget) flush();
    }
  });
  flush();
  return { chunks, files };
}

/** The index files for a list of pages, in the order given (page ids follow it). */
export function buildIndexFiles(
  records: readonly PageRecord[],
  synonyms: SynonymRow[],
): IndexFile[] {
  const counted = records.map(countTerms);
  const total = counted.length || 1;
  const average = Object.fromEntries(
    fields.map((field) => [
      field,
      counted.reduce((sum, page) => sum + page.lengths[field], 0) / total || 1,
    ]),
  ) as Record<Field, number>;
  const documentFrequency = new Map<string, number>();
  for (const page of counted)
    for (const term of page.terms.keys())
      documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);

  const postings = new Map<string, Posting[]>();
  counted.forEach((page, doc) => {
    for (const [term, stats] of page.terms) {
      const df = documentFrequency.get(term) ?? 1;
      const idf = Math.log(1 + (total - df + 0.5) / (df + 0.5));
      let weighted = 0;
      for (const field of fields) {
        if (stats.tf[field] === 0) continue;
        const norm = 1 - fieldB[field] + fieldB[field] * (page.lengths[field] / average[field]);
        weighted += (fieldWeights[field] * stats.tf[field]) / norm;
      }
      const score = Math.max(1, Math.round((1000 * idf * weighted) / (ranking.k1 + weighted)));
      const best = [...stats.sections]
        .sort((a, b) => b[1] - a[1] || a[0] - b[0])
        .slice(0, sectionsPerPosting)
        .map(([offset]) => offset);
      const list = postings.get(term) ?? [];
      list.push([doc, score, ...best]);
      postings.set(term, list);
    }
  });

  const types = [...new Set(records.map((record) => record.type))].sort();
  const sections = [...new Set(records.map((record) => record.section))].sort();
  const tags = [...new Set(records.flatMap((record) => record.tags))].sort();
  let firstSection = 0;
  const docs: DocRow[] = records.map((record) => {
    const row: DocRow = [
      record.url,
      record.title,
      types.indexOf(record.type),
      sections.indexOf(record.section),
      record.tags.map((tag) => tags.indexOf(tag)),
      firstSection,
    ];
    firstSection += record.sections.length;
    return row;
  });
  const docsFile = hashed('docs', JSON.stringify(docs));
  const shardFiles = packShards(postings);
  const chunkFiles = packChunks(records);
  const entry: IndexEntry = {
    version: indexFormatVersion,
    docs: docsFile.path,
    shards: shardFiles.shards,
    chunks: chunkFiles.chunks,
    types,
    sections,
    tags,
    synonyms,
  };
  return [
    { path: 'index.json', content: JSON.stringify(entry) },
    docsFile,
    ...shardFiles.files,
    ...chunkFiles.files,
  ];
}
