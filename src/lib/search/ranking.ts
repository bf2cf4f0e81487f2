/**
 * The ranking constants of the site's search, in one place: field weights and BM25 parameters
 * the index is scored with at build time, and the boosts applied to a query's candidates.
 * Tuned with `npm run bench:search` and guarded by tests/e2e/search-relevance.spec.ts.
 */

/** Where a term occurs on a page. */
export type Field = 'title' | 'slug' | 'lead' | 'heading' | 'body' | 'code';

/** How much one occurrence counts in each field, before length normalisation. */
export const fieldWeights: Record<Field, number> = {
  title: 6,
  slug: 6,
  lead: 3,
  heading: 2.5,
  body: 1,
  code: 0.3,
};

/** BM25 length normalisation per field (0: none, 1: full). */
export const fieldB: Record<Field, number> = {
  title: 0.3,
  slug: 0,
  lead: 0.5,
  heading: 0.4,
  body: 0.75,
  code: 0.75,
};

/** How much a part of a compound counts (`app` in `vpc-app`) against a word of its own. */
export const partWeight = 0.5;

/** BM25 term-frequency saturation. */
export const k1 = 1.2;

/** How much less a word counts when it only matches as a prefix of an indexed word. */
export const prefixWeight = 0.4;

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
  'knowledge-base': 1.8,
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

/** Boost when the whole query is a page's title or its URL slug. */
export const exactTitleBoost = 3;
/** The share of the query's words a page has is raised to this power in its score. */
export const coveragePower = 2;
