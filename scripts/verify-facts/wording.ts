/**
 * How close our wording is to the published record, and which of the record's conditions we
 * dropped (pure). Text is compared as lower-case words outside code: inline code, code blocks,
 * URLs and code-like tokens (`var.x`, `a/b`, `snake_case`) break a run of words, because the
 * record and we may both name the same identifiers without sharing a sentence.
 */

/** Longest run of consecutive words two texts may share. */
export const maxSharedRun = 8;
/** Share of our 4-word sequences that may also occur in the record. */
export const maxSharedGrams = 0.4;
const gramSize = 4;

const fencedCode = /```[\s\S]*?```/g;
const inlineCode = /`[^`]*`|<code>[\s\S]*?<\/code>/g;
const markdownLink = /\[([^\]]*)\]\([^)]*\)/g;
const htmlTag = /<\/?[A-Za-z][^>]*>/g;
const url = /\b(?:https?:\/\/|www\.)\S+/g;
/** Stands for code: never a word, so a run of words stops there. */
const codeMark = '\u0000';
const plainWord = /^[a-z0-9]+(?:['’-][a-z0-9]+)*$/;

/** The prose of a Markdown text as segments of lower-case words, split where code was. */
export function proseSegments(markdown: string): string[][] {
  const text = markdown
    .replace(fencedCode, codeMark)
    .replace(inlineCode, codeMark)
    .replace(markdownLink, '$1')
    .replace(url, codeMark)
    .replace(htmlTag, ' ')
    .replace(/&[a-z]+;|&#\d+;/g, ' ')
    .toLowerCase();
  const segments: string[][] = [[]];
  for (const raw of text.split(/\s+/)) {
    // Punctuation around a word is not part of it; a code mark or code-like token is a break.
    const parts = raw.split(codeMark);
    parts.forEach((part, index) => {
      if (index > 0) segments.push([]);
      const token = part.replace(/^[^a-z0-9]+|[^a-z0-9]+$/g, '');
      if (!token) return;
      if (plainWord.test(token)) segments[segments.length - 1]?.push(token);
      else segments.push([]);
    });
  }
  return segments.filter((segment) => segment.length > 0);
}

function grams(segments: readonly string[][], size: number): string[] {
  return segments.flatMap((words) =>
    words.length < size
      ? []
      : words.slice(0, words.length - size + 1).map((_, i) => words.slice(i, i + size).join(' ')),
  );
}

/** Length of the longest run of consecutive words found in both texts (outside code). */
export function longestSharedRun(ours: string, theirs: string): number {
  const a = proseSegments(ours);
  const b = proseSegments(theirs);
  let best = 0;
  for (const x of a) {
    for (const y of b) {
      // Classic longest common substring over words, one row at a time.
      let previous = new Array<number>(y.length + 1).fill(0);
      for (let i = 1; i <= x.length; i++) {
        const row = new Array<number>(y.length + 1).fill(0);
        for (let j = 1; j <= y.length; j++) {
          if (x[i - 1] === y[j - 1]) {
            row[j] = (previous[j - 1] ?? 0) + 1;
            best = Math.max(best, row[j] ?? 0);
          }
        }
        previous = row;
      }
    }
  }
  return best;
}

/** Share (0 to 1) of our 4-word sequences that the record's text also has; 0 without any. */
export function sharedGramShare(ours: string, theirs: string): number {
  const mine = grams(proseSegments(ours), gramSize);
  if (mine.length === 0) return 0;
  const published = new Set(grams(proseSegments(theirs), gramSize));
  return mine.filter((gram) => published.has(gram)).length / mine.length;
}

export type Closeness = { run: number; share: number; tooClose: boolean };

/** Whether our text follows the record's sentence: a long shared run or many shared sequences. */
export function closeness(ours: string, theirs: string): Closeness {
  const run = longestSharedRun(ours, theirs);
  const share = sharedGramShare(ours, theirs);
  return { run, share, tooClose: run >= maxSharedRun || share >= maxSharedGrams };
}

const conditionPhrase = /\b(?:only used (?:if|when)|required (?:when|if)|ignored unless)\b/gi;
// A sentence ends at a full stop followed by a space and a capital letter, or at the text's end.
const sentenceEnd = /\.(?=\s+[A-Z(`]|\s*$)|\n/;

function escape(name: string): string {
  return name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Whether a text names an input: as code, or as a bare word when the name is snake_case (a
 * bare `name` or `tags` is an ordinary English word, so those count only as code).
 */
export function namesInput(text: string, name: string, bareWords = name.includes('_')): boolean {
  const word = `(?<![A-Za-z0-9_])${escape(name)}(?![A-Za-z0-9_])`;
  if (new RegExp(`\`[^\`]*${word}[^\`]*\`|<code>[^<]*${word}[^<]*</code>`).test(text)) return true;
  return bareWords && new RegExp(`(?<![A-Za-z0-9_.])${escape(name)}(?![A-Za-z0-9_])`).test(text);
}

/** The other inputs a description makes a condition of ("only used if `x`", "ignored unless x"). */
export function conditionInputs(
  description: string,
  self: string,
  inputs: readonly string[],
): string[] {
  const named = new Set<string>();
  for (const match of description.matchAll(conditionPhrase)) {
    const rest = description.slice(match.index + match[0].length);
    const end = sentenceEnd.exec(rest);
    const clause = end ? rest.slice(0, end.index) : rest;
    for (const name of inputs) if (name !== self && namesInput(clause, name)) named.add(name);
  }
  return [...named].sort();
}

/** Condition inputs of the record's description that our description does not name. */
export function droppedConditions(
  ours: string,
  published: string,
  self: string,
  inputs: readonly string[],
): string[] {
  return conditionInputs(published, self, inputs).filter((name) => !namesInput(ours, name, true));
}
