/**
 * Imports the published knowledge base (gruntwork-io/docs at a commit, read through git) into
 * data/discussions/<number>.yml: the thread's facts, merged with our write-up of that thread.
 * A data file whose number is no published thread is stale and goes. A write-up is kept only
 * from a file in the current form (it has our `problem` and `resolution`): files of an older
 * form carried text that was not about their thread, so they are rewritten from the facts.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { listYamlFiles, readYaml } from '../../generators/shared/load-yaml';
import { readPages } from '../published-reference/git';
import { parseThreadPage, type PublishedThread } from './parse';

const threadPage = /^docs\/discussions\/knowledge-base\/\d+\.mdx$/;
/** Our fields, in the order they are written. */
export const proseFields = ['title', 'area', 'modules', 'problem', 'cause', 'resolution'] as const;

export type ThreadFile = { file: string; value: Record<string, unknown>; todo: boolean };

/** Every thread of the published knowledge base at the commit, by number. */
export async function readPublishedThreads(
  repo: string,
  commit: string,
): Promise<PublishedThread[]> {
  const pages = await readPages(repo, commit, 'docs/discussions/knowledge-base', (file) =>
    threadPage.test(file),
  );
  const threads = pages.map(({ file, text }) => parseThreadPage(file, text));
  return threads.sort((a, b) => a.number - b.number);
}

/** Our write-up in an existing file, or nothing when the file is absent or of an older form. */
export function ourProse(existing: unknown): Record<string, unknown> {
  if (typeof existing !== 'object' || existing === null) return {};
  const record = existing as Record<string, unknown>;
  if (typeof record.problem !== 'string' || typeof record.resolution !== 'string') return {};
  return Object.fromEntries(
    proseFields
      .filter((field) => record[field] !== undefined)
      .map((field) => [field, record[field]]),
  );
}

/** The record of one thread: its facts first, then our prose. */
export function threadRecord(
  thread: Pick<PublishedThread, 'number' | 'url' | 'answered'>,
  prose: Record<string, unknown>,
): Record<string, unknown> {
  return { number: thread.number, url: thread.url, answered: thread.answered, ...prose };
}

/** The file of every published thread, with what we have written for it; nothing is written. */
export async function planThreads(
  threads: readonly Pick<PublishedThread, 'number' | 'url' | 'answered'>[],
  dataDir: string,
): Promise<ThreadFile[]> {
  const files: ThreadFile[] = [];
  for (const thread of threads) {
    const file = path.join(dataDir, 'discussions', `${thread.number}.yml`);
    const prose = ourProse(existsSync(file) ? await readYaml(file) : undefined);
    files.push({ file, value: threadRecord(thread, prose), todo: !prose.problem });
  }
  return files;
}

/** Data files whose number is not a published thread. */
export async function staleThreadFiles(
  dataDir: string,
  threads: readonly Pick<PublishedThread, 'number'>[],
): Promise<string[]> {
  const numbers = new Set(threads.map((thread) => String(thread.number)));
  return (await listYamlFiles(path.join(dataDir, 'discussions'), { flat: true })).filter(
    (file) => !numbers.has(path.basename(file, '.yml')),
  );
}

/** How data/discussions compares with the record: the figures for --check. */
export async function compareWithData(
  threads: readonly PublishedThread[],
  dataDir: string,
): Promise<Record<string, number>> {
  const published = new Map(threads.map((thread) => [thread.number, thread]));
  let articles = 0;
  let notAThread = 0;
  let urlMismatch = 0;
  let writtenUp = 0;
  const seen = new Set<number>();
  for (const file of await listYamlFiles(path.join(dataDir, 'discussions'), { flat: true })) {
    const data = (await readYaml(file)) as Record<string, unknown>;
    const number = Number(data.number);
    articles += 1;
    seen.add(number);
    const thread = published.get(number);
    if (!thread) notAThread += 1;
    else if (data.url !== thread.url) urlMismatch += 1;
    if (thread && ourProse(data).problem) writtenUp += 1;
  }
  return {
    publishedThreads: threads.length,
    withAcceptedAnswer: threads.filter((thread) => thread.answered).length,
    articles,
    notAThread,
    urlMismatch,
    missing: threads.filter((thread) => !seen.has(thread.number)).length,
    writtenUp,
  };
}
