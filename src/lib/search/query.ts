/**
 * A typed query as groups of terms, one group per word the reader typed, with the site's words
 * for a reader's word (synonyms) as alternatives. Pure; the engine scores the groups.
 */
import { tokenize } from './tokenize';
import type { SynonymRow } from './indexFormat';

/** One word of the query: its terms (a compound's own form first), and phrases that stand for it. */
export interface QueryGroup {
  raw: string;
  /** The compound form, when the word has joiners (`vpc-app`). */
  compound?: string;
  /** Stemmed plain terms: the word itself, or a compound's parts. */
  parts: string[];
  /** Each alternative is a phrase of terms, all of which a page should have (synonyms). */
  alternatives: string[][];
  /** True for the last word while it may still be typed: prefixes of it match too. */
  prefix: boolean;
}

export interface ParsedQuery {
  groups: QueryGroup[];
  /** The query's words, lower case, joined by single spaces (for exact title matches). */
  normalized: string;
  /** The same with each reader's word replaced by the site's words (`k8s` by `kubernetes`). */
  expanded: string;
}

/** Lower case, joiners and punctuation as spaces: `VPC-App` and `vpc app` compare equal. */
export function normalizeText(text: string): string {
  return tokenize(text)
    .map((token) => token.raw.replace(/['’]/g, ''))
    .join(' ')
    .replace(/[._\-/]/g, ' ');
}

/**
 * Groups of a query. `typing` marks the last word as possibly unfinished (a query that does not
 * end in a space), so prefixes of it match too.
 */
export function parseQuery(
  query: string,
  synonyms: readonly SynonymRow[],
  typing = false,
): ParsedQuery {
  const tokens = tokenize(query);
  const words = tokens.map((token) => token.raw.replace(/'/g, ''));
  const groups: QueryGroup[] = [];
  const expandedWords: string[] = [];
  const rules = synonyms.map(([reader, site]) => ({
    reader: reader.split(' '),
    site: tokenize(site).flatMap((token) => token.terms),
    siteText: site,
  }));
  for (let i = 0; i < tokens.length; i += 1) {
    const token = tokens[i];
    if (!token) continue;
    const rule = rules.find((r) => r.reader.every((word, k) => words[i + k] === word));
    const span = rule ? rule.reader.length : 1;
    const raw = words.slice(i, i + span).join(' ');
    expandedWords.push(rule ? rule.siteText : raw);
    const covered = tokens.slice(i, i + span).flatMap((t) => t.terms);
    const compound = span === 1 && /[._\-/]/.test(token.raw) ? token.terms[0] : undefined;
    const parts = compound ? covered.slice(1) : covered;
    if (covered.length === 0 && !rule) continue;
    groups.push({
      raw,
      compound,
      parts: rule && span > 1 ? [] : parts,
      alternatives: rule ? [rule.site, ...(span > 1 ? [covered] : [])] : [],
      prefix: false,
    });
    i += span - 1;
  }
  const last = groups[groups.length - 1];
  const endsInWord = /[\p{L}\p{N}]$/u.test(query);
  if (typing && last && endsInWord && !last.compound && last.raw.length >= 2) last.prefix = true;
  return {
    groups,
    normalized: normalizeText(query),
    expanded: normalizeText(expandedWords.join(' ')),
  };
}

/** Neighbouring plain words of the query as pair terms (see `pairsOf`). */
export function pairsOfQuery(query: ParsedQuery): string[] {
  const pairs: string[] = [];
  query.groups.forEach((group, i) => {
    const next = query.groups[i + 1];
    const left = group.parts.at(-1);
    const right = next?.parts[0];
    if (left && right && !group.compound && !next.compound) pairs.push(`${left} ${right}`);
  });
  return pairs;
}

/** The words still being typed, whose prefixes match too. */
export function prefixesOf(query: ParsedQuery): string[] {
  return query.groups.filter((group) => group.prefix).map((group) => group.raw);
}

/** Every exact term a query needs postings for. */
export function termsOfQuery(query: ParsedQuery): string[] {
  const terms = new Set<string>();
  for (const group of query.groups) {
    if (group.compound) terms.add(group.compound);
    group.parts.forEach((term) => terms.add(term));
    group.alternatives.flat().forEach((term) => terms.add(term));
  }
  return [...terms];
}
