/**
 * Every "Edit this page" link of the built site opens a file that is in the repository: the
 * hand-written MDX, or for a generated page the data file it comes from (never the generated,
 * git-ignored MDX). Read from the build's HTML in Node.
 */
import { expect, test } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brand } from '../../src/lib/brand';

const buildDir = process.env.E2E_BUILD_DIR ?? 'build';
const root = path.join(__dirname, '..', '..');

test('edit links open files that the repository holds', () => {
  const tracked = new Set(
    execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' }).split('\n'),
  );
  const pages = (readdirSync(buildDir, { recursive: true }) as string[]).filter((file) =>
    file.endsWith('.html'),
  );
  const targets = new Map<string, string>();
  for (const page of pages) {
    const html = readFileSync(path.join(buildDir, page), 'utf8');
    const href = /<a href="?([^" >]+)"?[^>]*class="?theme-edit-this-page/.exec(html)?.[1];
    if (href) targets.set(`/${page.replace(/\.html$/, '')}`, href);
  }
  const wrong = [...targets].filter(([, href]) => {
    if (!href.startsWith(brand.github.docsEditBase)) return true;
    return !tracked.has(decodeURIComponent(href.slice(brand.github.docsEditBase.length)));
  });
  expect(wrong).toEqual([]);
  const dataLinks = [...targets.values()].filter((href) => href.includes('/edit/main/data/'));
  // Reference pages, knowledge-base articles and per-repository release pages link their data.
  for (const family of ['data/modules/', 'data/services/', 'data/discussions/', 'data/releases/'])
    expect(dataLinks.filter((href) => href.includes(family)).length).toBeGreaterThan(10);
});
