/**
 * The ranking constants of the site's search, in one place: field weights and BM25 parameters
 * the index is scored with at build time, and the boosts applied to a query's candidates.
 * Tuned with `npm run bench:search` and guarded by tests/e2e/search-relevance.spec.ts.
 */

/** Where a term occurs on a page. */
/**
 * Where a term occurs on a page. `path` is the URL's folders (`foundations/landing-zone`), the
 * topic a page sits under. `pair` is two neighbouring words of the title or description
 * (`pairsOf`). `item` is a heading that is one identifier: an input, output
 * or variable name on a reference page, which a reader who types that name wants first.
 */
export type Field =
  'title' | 'pair' | 'slug' | 'path' | 'lead' | 'item' | 'heading' | 'body' | 'code';

/** How much one occurrence counts in each field, before length normalisation. */
export const fieldWeights: Record<Field, number> = {
  title: 10,
  pair: 8,
  slug: 6,
  path: 1.5,
  lead: 3,
  item: 8,
  heading: 2.5,
  body: 0.6,
  code: 0.3,
};

/** BM25 length normalisation per field (0: none, 1: full). */
export const fieldB: Record<Field, number> = {
  title: 0.3,
  pair: 0,
  slug: 0,
  path: 0,
  lead: 0.5,
  item: 0,
  heading: 0.4,
  body: 0.75,
  code: 0.75,
};

/** Single numbers of the ranking (an object, so the tuning script can try other values). */
export const ranking = {
  /** How much a part of a compound counts (`app` in `vpc-app`) against a word of its own. */
  partWeight: 0.5,
  /** BM25 term-frequency saturation. */
  k1: 2,
  /** How much less a word counts when it only matches as a prefix of an indexed word. */
  prefixWeight: 0.4,
  /** Boost when the whole query is a page's title or its URL slug. */
  exactTitleBoost: 3,
  /** The share of the query's words a page has is raised to this power in its score. */
  coveragePower: 1,
  /**
   * Boost for the share of the query's words found in one section of the page: 1 doubles the
   * score of a page whose best section has them all.
   */
  togetherWeight: 1,
};

/**
 * Multiplier per page type: release notes mention module names in passing, so they must not
 * outrank the page they mention.
 */
export const typeWeights: Record<string, number> = {
  'release-notes': 0.45,
};

/**
 * A question ("how do I ...?", "why ...", a sentence of six or more words) is most often
 * answered by a knowledge-base article, which is written as the answer to one question.
 */
export const questionTypeWeights: Record<string, number> = {
  'knowledge-base': 2.5,
};

/** True when a query reads as a question or a sentence rather than a few keywords. */
export function isQuestion(query: string): boolean {
  const words = query.trim().split(/\s+/);
  return (
    query.includes('?') ||
    /^(how|why|what|when|where|which|who|can|could|is|are|does|do|should|would|will|has|have)\b/i.test(
      query.trim(),
    ) ||
    words.length >= 6
  );
}
