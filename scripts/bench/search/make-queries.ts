/**
 * Writes queries.json, the project's own search development set, from real sources:
 *  - kb-title: the title of every knowledge-base thread in the 2023 record, in the asker's words
 *    (used as queries only: nothing of the threads is indexed), expecting our article on it;
 *  - kb-keywords: up to five content words of such a title, as typed into a search box;
 *  - error: an `Error:` line quoted in a thread that our article quotes too;
 *  - module-name: every module and service slug, expecting its reference page;
 *  - input-name: inputs found on at most three reference pages (a deterministic sample).
 *
 * Usage: tsx scripts/bench/search/make-queries.ts --repo <gruntwork-io/docs clone> [--commit C]
 * after a build (module facts are read from build/reference/**.json).
 */
import { readdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { readPages } from '../../../importers/published-reference/git.ts';
import { parseThreadPage } from '../../../importers/published-kb/parse.ts';
import type { RelevanceQuery } from './metrics.ts';

const stopwords = new Set(
  (
    'a an and are as at be by can do does for from get how i if in is it its my of on or our the ' +
    'to use using we what when where which why with you your there any this that should into ' +
    'way based there some have has need want would could about so not no vs than then also all ' +
    'gruntwork gruntworks'
  ).split(' '),
);

/**
 * Up to five content words of a title, lower case, punctuation dropped: what a reader types
 * into a search box for the same problem (the generic words of a question left out).
 */
export function keywordsOf(title: string): string {
  const words = title
    .toLowerCase()
    .replace(/[^a-z0-9_\-.' ]+/g, ' ')
    .split(/\s+/)
    .map((word) => word.replace(/^[.'-]+|[.'-]+$/g, ''))
    .filter((word) => word && !stopwords.has(word.replace(/'/g, '')));
  return words.slice(0, 5).join(' ');
}

/** A quoted message cut at its last whole word (the match stops at 80 characters). */
function wholeWords(message: string): string {
  const trimmed = message.trim();
  const cut = trimmed.length >= 80 ? trimmed.slice(0, trimmed.lastIndexOf(' ')) : trimmed;
  return cut.replace(/[.:,]$/, '');
}

const order = (value: string) => createHash('sha256').update(value).digest('hex');

function referenceFacts(buildDir: string): { url: string; id: string; inputs: string[] }[] {
  const root = path.join(buildDir, 'reference');
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.json'))
    .map((entry) => {
      const facts = JSON.parse(readFileSync(path.join(entry.parentPath, entry.name), 'utf8')) as {
        id: string;
        url: string;
        inputs?: { name: string }[];
      };
      return {
        id: facts.id,
        url: new URL(facts.url).pathname,
        inputs: (facts.inputs ?? []).map((input) => input.name),
      };
    });
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const repo = args[args.indexOf('--repo') + 1];
  if (!args.includes('--repo') || !repo)
    throw new Error('--repo <gruntwork-io/docs clone> is required');
  const commit = args.includes('--commit')
    ? (args[args.indexOf('--commit') + 1] ?? '')
    : '5e3d29d3c';
  const queries: RelevanceQuery[] = [];

  const pages = await readPages(repo, commit, 'docs/discussions/knowledge-base', (file) =>
    /\/\d+\.mdx$/.test(file),
  );
  const threads = pages
    .map((page) => parseThreadPage(page.file, page.text))
    .filter((thread) => existsSync(`data/discussions/${thread.number}.yml`))
    .sort((a, b) => a.number - b.number);
  for (const thread of threads) {
    const expect = [`/discussions/knowledge-base/${thread.number}`];
    queries.push({ q: thread.factSource.title, expect, kind: 'kb-title' });
    const keywords = keywordsOf(thread.factSource.title);
    if (keywords.split(' ').length >= 2 && keywords !== thread.factSource.title.toLowerCase())
      queries.push({ q: keywords, expect, kind: 'kb-keywords' });
    const article = readFileSync(`data/discussions/${thread.number}.yml`, 'utf8').toLowerCase();
    const quoted = [...thread.factSource.question.matchAll(/Error: ([^\n`"]{12,80})/g)]
      .map((match) => wholeWords(match[1] ?? ''))
      .filter((message) => message.split(' ').length >= 3)
      .find((message) => article.includes(message.toLowerCase()));
    if (quoted) queries.push({ q: quoted, expect, kind: 'error' });
  }

  const facts = referenceFacts('build');
  for (const page of facts.sort((a, b) => a.url.localeCompare(b.url))) {
    queries.push({ q: page.url.split('/').pop() ?? '', expect: [page.url], kind: 'module-name' });
  }
  const pagesByInput = new Map<string, string[]>();
  for (const page of facts)
    for (const input of page.inputs)
      pagesByInput.set(input, [...(pagesByInput.get(input) ?? []), page.url]);
  const inputs = [...pagesByInput]
    .filter(([, urls]) => urls.length <= 3)
    .sort(([a], [b]) => order(a).localeCompare(order(b)))
    .slice(0, 80);
  for (const [name, urls] of inputs)
    queries.push({ q: name, expect: [...urls].sort(), kind: 'input-name' });

  const file = path.join(path.dirname(new URL(import.meta.url).pathname), 'queries.json');
  writeFileSync(file, `${JSON.stringify(queries, null, 2)}\n`);
  const kinds = queries.reduce<Record<string, number>>((counts, query) => {
    counts[query.kind] = (counts[query.kind] ?? 0) + 1;
    return counts;
  }, {});
  console.log(`wrote ${queries.length} queries to ${file}: ${JSON.stringify(kinds)}`);
}

main().catch((error: unknown) => {
  console.error((error as Error).message);
  process.exit(1);
});
