/**
 * How one word of a query matches pages: the score each page gets for it (its terms, a
 * compound and its parts, synonyms, the prefix of a word being typed) and how much of the word
 * the page has; and how rare a word is, which weighs it in a page's coverage. Pure.
 */
import type { Posting } from './indexFormat';
import type { QueryGroup } from './query';
import { ranking } from './ranking';
import { stem } from './tokenize';

/** Per page: its score for one group of the query, how much of the group it has, its sections. */
export type GroupMatch = Map<number, { score: number; coverage: number; sections: number[] }>;

export function matchGroup(group: QueryGroup, postings: Map<string, Posting[]>): GroupMatch {
  const match: GroupMatch = new Map();
  const add = (doc: number, score: number, coverage: number, sections: number[]) => {
    const current = match.get(doc);
    if (!current || score > current.score) match.set(doc, { score, coverage, sections });
    else if (current.coverage < coverage) current.coverage = coverage;
  };
  // All terms of one phrase: the mean score, and the share of terms present as coverage.
  const phrase = (terms: readonly string[], weight: number) => {
    const perDoc = new Map<number, { sum: number; count: number; sections: number[] }>();
    for (const term of terms) {
      for (const [doc, score, ...sections] of postings.get(term) ?? []) {
        const entry = perDoc.get(doc) ?? { sum: 0, count: 0, sections: [] };
        entry.sum += score;
        entry.count += 1;
        entry.sections.push(...sections);
        perDoc.set(doc, entry);
      }
    }
    for (const [doc, entry] of perDoc)
      add(doc, (weight * entry.sum) / terms.length, entry.count / terms.length, entry.sections);
  };
  // A compound's parts alone ("vpc", "app" for vpc-app) count for less than the compound.
  if (group.parts.length > 0) phrase(group.parts, group.compound ? ranking.partWeight : 1);
  for (const alternative of group.alternatives) phrase(alternative, 1);
  if (group.compound) {
    for (const [doc, score, ...sections] of postings.get(group.compound) ?? []) {
      const parts = match.get(doc);
      match.set(doc, {
        score: score + (parts?.score ?? 0),
        coverage: 1,
        sections: [...sections, ...(parts?.sections ?? [])],
      });
    }
  }
  if (group.prefix) {
    const typed = group.raw;
    for (const [term, list] of postings) {
      // Only plain words complete a typed word: "service" must not pull in every input
      // named service_account_*.
      if (/[._\-/]/.test(term)) continue;
      const isPrefix = term !== typed && term.startsWith(typed);
      // A stem the typed word starts with ("deploy" for "deploym"), not the word itself.
      const isStem = term.length >= 4 && typed.startsWith(term) && term !== stem(typed);
      if (!isPrefix && !isStem) continue;
      for (const [doc, score, ...sections] of list)
        add(doc, score * ranking.prefixWeight, 1, sections);
    }
  }
  return match;
}

/** A word's inverse document frequency: of its rarest term; a word no page has counts as rare. */
export function groupWeight(
  group: QueryGroup,
  postings: Map<string, Posting[]>,
  total: number,
): number {
  const terms = [group.compound, ...group.parts, ...group.alternatives.flat()].filter(
    (term): term is string => Boolean(term),
  );
  const counts = terms.map((term) => postings.get(term)?.length ?? 0).filter((df) => df > 0);
  const df = counts.length > 0 ? Math.min(...counts) : 1;
  return Math.log(1 + (total - df + 0.5) / (df + 0.5));
}
