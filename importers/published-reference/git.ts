/** Reads files of a git repository at a commit, without a work tree (bare mirrors work too). */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

async function git(repo: string, args: string[]): Promise<string> {
  try {
    const { stdout } = await run('git', ['-C', repo, ...args], {
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
    });
    return stdout;
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr?.trim();
    throw new Error(
      `git ${args.join(' ')} in ${repo} failed: ${stderr || (error as Error).message}`,
      { cause: error },
    );
  }
}

/** The full commit id a name resolves to; throws when the repository lacks it. */
export async function resolveCommit(repo: string, commit: string): Promise<string> {
  return (await git(repo, ['rev-parse', '--verify', '--quiet', `${commit}^{commit}`])).trim();
}

/** Files below `dir` at `commit`. */
export async function listFiles(repo: string, commit: string, dir: string): Promise<string[]> {
  const out = await git(repo, ['ls-tree', '-r', '--name-only', commit, '--', dir]);
  return out.split('\n').filter(Boolean);
}

export async function showFile(repo: string, commit: string, file: string): Promise<string> {
  return git(repo, ['show', `${commit}:${file}`]);
}

/**
 * The first commit after `commit` (up to `until`) that has `file`, for pages the record at
 * `commit` lacks; undefined when no later commit has it.
 */
export async function firstCommitWith(
  repo: string,
  commit: string,
  until: string,
  file: string,
): Promise<string | undefined> {
  const out = await git(repo, [
    'log',
    '--reverse',
    '--format=%H',
    `${commit}..${until}`,
    '--',
    file,
  ]);
  for (const candidate of out.split('\n').filter(Boolean)) {
    const files = await listFiles(repo, candidate, file);
    if (files.includes(file)) return candidate;
  }
  return undefined;
}

/**
 * The files below `dir` at `commit` that `keep` accepts, with their text, in path order; fails
 * naming the repository when it lacks the commit.
 */
export async function readPages(
  repo: string,
  commit: string,
  dir: string,
  keep: (file: string) => boolean,
): Promise<{ file: string; text: string }[]> {
  const resolved = await resolveCommit(repo, commit).catch(() => {
    throw new Error(`${repo}: commit ${commit} not found`);
  });
  const pages: { file: string; text: string }[] = [];
  for (const file of (await listFiles(repo, resolved, dir)).filter(keep)) {
    pages.push({ file, text: await showFile(repo, resolved, file) });
  }
  return pages;
}
