/**
 * The one tokenizer of the site's search, shared by the index builder and the query side so a
 * word is always cut and stemmed the same way. Identifiers keep their whole form as a term
 * (`vpc-app`, `cidr_block`, `terraform-1.1`) beside their stemmed parts, so a module slug or
 * an input name matches exactly and its words match too.
 */
import { stemmer } from 'stemmer';

/** Words too common to tell pages apart; dropped from the index and from queries. */
export const stopwords: ReadonlySet<string> = new Set(
  (
    'a about am an and any are as at be been but by can could did do does doing for from had has ' +
    'have having he her here hers him his how i if in into is it its itself me my myself no nor ' +
    'not of off on once only or other our ours out over own same she should so some such than ' +
    'that the their theirs them then there these they this those through to too under until up ' +
    'very was we were what when where which while who whom why will with would you your yours ' +
    's t d ll m re ve'
  ).split(' '),
);

/** A run of letters and digits, joined by `.`, `_`, `-`, `'` or `/` inside it. */
const wordPattern = /[\p{L}\p{N}]+(?:['’._\-/][\p{L}\p{N}]+)*/gu;
const joiners = /['’._\-/]/;

/** The stemmed form of one plain word (no joiners); digits and words of three letters stay. */
export function stem(word: string): string {
  if (word.length < 4 || /\d/.test(word)) return word;
  return stemmer(word);
}

/** One token as written: its compound form (when it has joiners) and its stemmed parts. */
export interface Token {
  /** Lower-case text as written, e.g. `vpc-app` or `upgrading`. */
  raw: string;
  /** Offset of the token in the input, for highlighting. */
  start: number;
  /** Terms to index or look up: compounds (unstemmed) and each stemmed part. */
  terms: string[];
}

const versionPattern = /^v?\d+(\.\d+)+$/;

/** Terms of one token: `a/b-c` gives itself, `b-c`, and the stems of a, b and c. */
/** A word that runs letters into a number: `route53`, `terraform12` (not `s3` or `ec2`). */
const letterNumber = /^([a-z]{3,})(\d{2,})$/;

function termsOfToken(raw: string): string[] {
  const glued = letterNumber.exec(raw);
  if (glued) return [raw, stem(glued[1] ?? ''), glued[2] ?? ''];
  if (!joiners.test(raw)) return stopwords.has(raw) ? [] : [stem(raw)];
  if (versionPattern.test(raw)) return [raw.replace(/^v/, '')];
  const terms = new Set<string>();
  // An apostrophe only ends a word: "can't" is "cant", "gruntwork's" also "gruntwork".
  const word = raw.replace(/'/g, '');
  if (word.includes('/')) terms.add(word);
  for (const segment of word.split('/')) {
    if (/[._-]/.test(segment)) terms.add(segment);
    else if (segment && !stopwords.has(segment)) terms.add(stem(segment));
  }
  for (const part of raw.split(/[._\-/]/)) {
    const plain = part.split("'")[0] ?? '';
    if (plain && !stopwords.has(plain) && !/^\d$/.test(plain)) terms.add(stem(plain));
  }
  return [...terms];
}

/** Splits text into tokens; stopwords give no terms (a compound keeps its own form). */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  for (const match of text.toLowerCase().matchAll(wordPattern)) {
    const raw = match[0].replace(/’/g, "'");
    tokens.push({ raw, start: match.index, terms: termsOfToken(raw) });
  }
  return tokens;
}

/** Every term of a text, in order, with repeats (what the index counts). */
export function termsOf(text: string): string[] {
  return tokenize(text).flatMap((token) => token.terms);
}

/**
 * Pairs of neighbouring words ("deploy runner", "landing zone") as terms, stopwords skipped:
 * a page whose title has the reader's two words side by side is about that thing.
 */
export function pairsOf(text: string): string[] {
  const words = tokenize(text)
    .filter((token) => token.terms.length === 1 && !joiners.test(token.raw))
    .map((token) => token.terms[0] ?? '');
  return words.slice(1).map((word, i) => `${words[i] ?? ''} ${word}`);
}

/**
 * Every term of a text with whether it is a part of a compound (`app` in `vpc-app`): the index
 * counts parts for less, so a page full of identifiers does not win prose queries.
 */
export function termsWithParts(text: string): { term: string; part: boolean }[] {
  return tokenize(text).flatMap((token) => {
    const compound = joiners.test(token.raw) && !versionPattern.test(token.raw);
    return token.terms.map((term) => ({ term, part: compound && !joiners.test(term) }));
  });
}
