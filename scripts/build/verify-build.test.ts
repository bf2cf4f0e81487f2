import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildIndexFiles } from '../search/index-files';
import { pageRecord, type PageRecord } from '../search/records';
import { fixturePages } from '../search/__fixtures__/pages';
import { buildProblems } from './verify-build';

let dir: string;

async function put(file: string, content: string): Promise<void> {
  await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
  await writeFile(path.join(dir, file), content);
}

/** A tiny staged build: two pages with their twins, a sitemap and a working search index. */
async function stageBuild(): Promise<void> {
  await put('index.html', '<main>home</main>');
  await put('index.md', '# Home\n');
  await put(
    'intro/overview/intro-to-gruntwork.html',
    fixturePages['/intro/overview/intro-to-gruntwork'] ?? '',
  );
  await put('intro/overview/intro-to-gruntwork.md', '# What is Gruntwork?\n');
  await put(
    'sitemap.xml',
    '<urlset><url><loc>https://docs.example/</loc></url><url><loc>https://docs.example/intro/overview/intro-to-gruntwork</loc></url></urlset>',
  );
  const records = Object.entries(fixturePages)
    .map(([url, html]) => pageRecord(url, html))
    .filter((record): record is PageRecord => record !== null);
  for (const file of buildIndexFiles(records, []))
    await put(`search-index/${file.path}`, file.content);
}

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'verify-build-'));
  await stageBuild();
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('buildProblems', () => {
  it('finds none in a whole build', async () => {
    expect(await buildProblems(dir)).toEqual([]);
  });

  it('names a sitemap page without its page or its twin', async () => {
    await rm(path.join(dir, 'intro/overview/intro-to-gruntwork.md'));
    await put('index.html', '');
    const problems = await buildProblems(dir);
    expect(problems).toEqual([
      '/: listed in sitemap.xml, but its page is missing or empty',
      expect.stringMatching(
        /^\/intro\/overview\/intro-to-gruntwork: its Markdown twin .* is missing or empty$/,
      ),
    ]);
  });

  it('refuses an inline script the site does not write, naming the page', async () => {
    const colourMode =
      '<script>!function(){document.documentElement.dataset.theme="light"}()</script>';
    await put('index.html', `<head>${colourMode}</head><main>home</main>`);
    await put(
      'intro/overview/intro-to-gruntwork.html',
      `<head>${colourMode}<script type="application/ld+json">{"name":"x"}</script></head>` +
        '<main>What is Gruntwork?</main><script>alert(document.domain)</script>',
    );
    expect(await buildProblems(dir)).toEqual([
      '/intro/overview/intro-to-gruntwork.html: inline script "alert(document.domain)"',
    ]);
  });

  it('refuses an empty search index file, as a killed index writer left them', async () => {
    await put('search-index/index.json', '');
    expect(await buildProblems(dir)).toEqual([
      expect.stringMatching(/^search index: .*index\.json is empty$/),
    ]);
  });
});
