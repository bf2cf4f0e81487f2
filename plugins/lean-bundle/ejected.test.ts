import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ejectedFiles } from '../../scripts/lib/ejected-files.mjs';
import { checkEjected, ejectedFrom } from './ejected';
import { pinSources, readInstalled } from './upstream';

const root = path.join(__dirname, '..', '..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

const header = (file: string, version = '1.0.0') =>
  `/**\n * Ejected from @scope/theme@${version} ${file}.\n * Why: a test.\n */\n`;
const upstream = { version: '1.0.0', text: 'a\nb\nc\nd\n' };
const expected = { pkg: '@scope/theme', file: 'src/X.tsx' };

describe('checkEjected', () => {
  it('accepts upstream text with fences that replace, insert or drop lines', () => {
    const ours = `${header('src/X.tsx')}a\n// [ours] why\nB\n// [/ours]\nc\n// [ours]\n// [/ours]\n`;
    expect(checkEjected(ours, upstream, expected)).toEqual({
      problems: [],
      fences: 2,
      oursLines: 1,
      replacedLines: 2,
    });
  });

  it('rejects a change outside a fence, naming the lines', () => {
    const ours = `${header('src/X.tsx')}a\nB\nc\nd\n`;
    expect(checkEjected(ours, upstream, expected).problems).toEqual([
      "lines 5-8 are not upstream's text at that place in @scope/theme src/X.tsx@1.0.0: re-eject it and carry the [ours] fences over, or fence the change",
    ]);
  });

  it('rejects a header that names another file, and broken fences', () => {
    expect(checkEjected(`${header('src/Y.tsx')}a\n`, upstream, expected).problems[0]).toMatch(
      /must say "Ejected from @scope\/theme@<version> src\/X\.tsx"/,
    );
    const unclosed = `${header('src/X.tsx')}a\n// [ours]\nb\n`;
    expect(checkEjected(unclosed, upstream, expected).problems).toEqual([
      'line 6: [ours] not closed',
    ]);
    const stray = `${header('src/X.tsx')}a\n{/* [/ours] */}\n`;
    expect(checkEjected(stray, upstream, expected).problems).toEqual([
      'line 6: [/ours] without [ours]',
    ]);
  });

  it('fails a simulated upgrade: a new version, and upstream text that moved under our copy', () => {
    const file = 'src/theme/Tabs/index.tsx';
    const ours = read(file);
    const from = ejectedFrom(ours);
    const installed = from && readInstalled(`${from.pkg}/${from.file}`);
    if (!from || !installed) throw new Error(`${file} names no installed upstream file`);
    const changed = {
      version: '3.99.0',
      text: installed.text.replace(
        '  const tabRefs: (HTMLLIElement | null)[] = [];',
        '  const tabRefs: (HTMLLIElement | null)[] = [];\n  const changedUpstream = true;',
      ),
    };
    expect(changed.text).not.toBe(installed.text);
    expect(checkEjected(ours, changed, from).problems).toEqual([
      `ejected from ${from.version} but 3.99.0 is installed: re-eject @docusaurus/theme-classic src/theme/Tabs/index.tsx and carry the [ours] fences over`,
      expect.stringMatching(/^lines \d+-\d+ are not upstream's text at that place/),
    ]);
  });
});

describe('the ejected theme files', () => {
  const files = ejectedFiles();

  it('are the theme files pinned to an upstream theme source, except replacements of no-ops', () => {
    const replacements = ['src/theme/SearchBar/index.tsx'];
    const pinned = pinSources
      .filter((pin) => pin.upstream.includes('/src/theme/') && pin.ours.startsWith('src/theme/'))
      .map((pin) => pin.ours)
      .filter((file) => !replacements.includes(file));
    expect(files).toEqual([...new Set(pinned)].sort());
  });

  it.each(files)(
    '%s is upstream text plus fenced changes, and its header names its pin',
    (file) => {
      const from = ejectedFrom(read(file));
      if (!from) throw new Error(`${file} has no "Ejected from" header`);
      const installed = readInstalled(`${from.pkg}/${from.file}`);
      const report = checkEjected(read(file), installed, from);
      expect(report.problems).toEqual([]);
      expect(report.fences).toBeGreaterThan(0);
      expect(pinSources).toContainEqual({ upstream: `${from.pkg}/${from.file}`, ours: file });
    },
  );
});
