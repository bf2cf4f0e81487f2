import { execFileSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { discussionSchema } from '../../generators/knowledge-base/schema';
import { applyArticle } from './articles';
import { parseThreadPage } from './parse';
import { compareWithData, planThreads, readPublishedThreads, staleThreadFiles } from './run';

/** A page in the published form: front matter, imports, canonical link, the embedded thread. */
function page(number: number, thread: Record<string, unknown>, canonical = number): string {
  const discussion = JSON.stringify({
    id: `D_${number}`,
    number,
    author: { login: 'x' },
    ...thread,
  });
  return [
    '---',
    'hide_table_of_contents: true',
    '---',
    '',
    'import GitHub from "/src/components/GitHub"',
    '',
    '<head>',
    `  <link rel="canonical" href="https://github.com/gruntwork-io/knowledge-base/discussions/${canonical}" />`,
    '</head>',
    '',
    `<GitHub discussion={${discussion}} />`,
    '',
    '<!-- ##DOCS-SOURCER-START',
    '{ "sourcePlugin": "github-discussions" }',
    '##DOCS-SOURCER-END -->',
    '',
  ].join('\n');
}

const five = page(5, {
  title: 'Why does plan want to replace my bucket?',
  body: 'Running `terraform plan`\r\nshows a replacement.',
  answer: { body: 'Set `force_destroy` first.' },
});
const nine = page(9, { title: 'Is there a module for X?', body: 'Question body.', answer: null });

function git(repo: string, ...args: string[]): void {
  execFileSync('git', ['-C', repo, ...args], {
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: 't',
      GIT_AUTHOR_EMAIL: 't@t',
      GIT_COMMITTER_NAME: 't',
      GIT_COMMITTER_EMAIL: 't@t',
    },
  });
}

const ours = {
  title: 'Plan replaces an S3 bucket after a provider upgrade',
  area: 'library' as const,
  problem:
    'After an upgrade, `terraform plan` proposes to destroy and recreate an existing bucket.',
  resolution:
    'Compare the attributes the plan marks as forcing a replacement and set them back to the values in state.',
};

/** A docs repository with threads 5 and 9, and a data folder with three older files. */
function makeRepo(): { repo: string; data: string } {
  const root = mkdtempSync(path.join(tmpdir(), 'published-kb-'));
  const repo = path.join(root, 'docs-repo');
  mkdirSync(path.join(repo, 'docs/discussions/knowledge-base'), { recursive: true });
  writeFileSync(path.join(repo, 'docs/discussions/knowledge-base/5.mdx'), five);
  writeFileSync(path.join(repo, 'docs/discussions/knowledge-base/9.mdx'), nine);
  writeFileSync(path.join(repo, 'docs/discussions/knowledge-base/README.md'), 'not a thread\n');
  git(repo, 'init', '-q', '-b', 'main');
  git(repo, 'add', '.');
  git(repo, 'commit', '-q', '-m', 'first');
  const data = path.join(root, 'data');
  mkdirSync(path.join(data, 'discussions'), { recursive: true });
  const url = (n: number) => `https://github.com/gruntwork-io/knowledge-base/discussions/${n}`;
  writeFileSync(
    path.join(data, 'discussions/5.yml'),
    stringify({ number: 5, url: url(5), answered: false, ...ours }),
  );
  // An article of the older form, about another topic: its text is not kept.
  writeFileSync(
    path.join(data, 'discussions/9.yml'),
    stringify({ number: 9, url: url(9), title: 'Invented', question: 'x', answer: { body: 'y' } }),
  );
  // A number that is no thread.
  writeFileSync(
    path.join(data, 'discussions/7.yml'),
    stringify({ number: 7, url: url(7), ...ours }),
  );
  return { repo, data };
}

describe('parseThreadPage', () => {
  it('reads the thread facts and keeps its text for writers only', () => {
    expect(parseThreadPage('docs/discussions/knowledge-base/5.mdx', five)).toEqual({
      number: 5,
      url: 'https://github.com/gruntwork-io/knowledge-base/discussions/5',
      answered: true,
      factSource: {
        title: 'Why does plan want to replace my bucket?',
        question: 'Running `terraform plan`\nshows a replacement.',
        answer: 'Set `force_destroy` first.',
      },
    });
    expect(parseThreadPage('k/9.mdx', nine).answered).toBe(false);
  });

  it('names the page and field of what does not fit', () => {
    expect(() => parseThreadPage('k/6.mdx', five)).toThrow(
      'k/6.mdx (discussion.number): is 5, the file says 6',
    );
    expect(() => parseThreadPage('k/5.mdx', page(5, { title: 'T', body: 'b' }, 4))).toThrow(
      'k/5.mdx (canonical): is https://github.com/gruntwork-io/knowledge-base/discussions/4',
    );
    expect(() => parseThreadPage('k/5.mdx', page(5, { body: 'b' }))).toThrow(
      'k/5.mdx (discussion.title)',
    );
    expect(() => parseThreadPage('k/5.mdx', 'No thread here.\n')).toThrow(
      'k/5.mdx (GitHub): expected one <GitHub> element, found 0',
    );
    expect(() => parseThreadPage('k/5.mdx', '<GitHub discussion={{nope}} />\n')).toThrow(
      'k/5.mdx (discussion): is not JSON',
    );
  });
});

describe('the import', () => {
  it('keeps our article by number, drops text of the older form and files that are no thread', async () => {
    const { repo, data } = makeRepo();
    const threads = await readPublishedThreads(repo, 'main');
    expect(threads.map((thread) => thread.number)).toEqual([5, 9]);
    const files = await planThreads(threads, data);
    expect(files.map((item) => [path.basename(item.file), item.todo])).toEqual([
      ['5.yml', false],
      ['9.yml', true],
    ]);
    // The facts come from the record (5 has an accepted answer), the prose from our file.
    expect(discussionSchema.parse(files[0]?.value)).toEqual({
      number: 5,
      url: 'https://github.com/gruntwork-io/knowledge-base/discussions/5',
      answered: true,
      ...ours,
    });
    expect(files[1]?.value).toEqual({
      number: 9,
      url: 'https://github.com/gruntwork-io/knowledge-base/discussions/9',
      answered: false,
    });
    expect((await staleThreadFiles(data, threads)).map((file) => path.basename(file))).toEqual([
      '7.yml',
    ]);
    expect(await compareWithData(threads, data)).toEqual({
      publishedThreads: 2,
      withAcceptedAnswer: 1,
      articles: 3,
      notAThread: 1,
      urlMismatch: 0,
      missing: 0,
      writtenUp: 1,
    });
  });

  it('fails naming the repository when the commit does not exist', async () => {
    const { repo } = makeRepo();
    await expect(readPublishedThreads(repo, 'deadbeef')).rejects.toThrow(
      `${repo}: commit deadbeef not found`,
    );
  });
});

describe('applyArticle', () => {
  it("puts the writer's prose on the facts and drops fields the answer leaves out", () => {
    const record = {
      number: 9,
      url: 'u',
      answered: false,
      ...ours,
      cause: 'An old cause that no longer holds.',
    };
    const next = applyArticle(record, {
      ...ours,
      title: 'A new title for thread nine',
      modules: [],
    });
    expect(next).toEqual({
      number: 9,
      url: 'u',
      answered: false,
      ...ours,
      title: 'A new title for thread nine',
    });
  });
});
