import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { scriptListId } from '../../src/lib/htmlTemplate';
import { inertMdx } from './inert-mdx';
import { headingId, reservedIdProblem, reservedIds } from './reserved-ids';

/** A file of an installed package, read as text. */
function installed(name: string, file: string): string {
  return readFileSync(path.join(__dirname, '..', '..', 'node_modules', name, file), 'utf8');
}

describe('reserved ids', () => {
  // Tripwire: a new id the framework renders on every page must join the list.
  it('cover every id the installed framework and our template render on each page', () => {
    const rendered = [
      ...installed('@docusaurus/core', 'lib/client/clientEntry.js').matchAll(
        /getElementById\('([^']+)'\)/g,
      ),
      ...installed('@docusaurus/theme-common', 'lib/utils/skipToContentUtils.js').matchAll(
        /SkipToContentFallbackId = '([^']+)'/g,
      ),
      ...installed('@docusaurus/theme-classic', 'lib/inlineSvgSprites.js').matchAll(
        /<symbol id="([^"]+)"/g,
      ),
    ].map((match) => match[1] ?? '');
    expect(rendered).toEqual([
      '__docusaurus',
      '__docusaurus_skipToContent_fallback',
      'theme-svg-external-link',
    ]);
    for (const id of [...rendered, scriptListId]) expect(reservedIds).toContain(id);
  });

  it('refuses the listed ids and any id starting with two underscores', () => {
    expect(reservedIdProblem('__docusaurus')).toBe(
      '"__docusaurus" is an id the site renders on every page',
    );
    expect(reservedIdProblem('__anything')).toBe(
      '"__anything" starts with "__", which the site keeps for its own ids',
    );
    expect(reservedIdProblem('getting-started')).toBeUndefined();
  });

  it('reads heading ids as Docusaurus does: the custom id, else the slug', () => {
    expect(headingId('Title {#__docusaurus}')).toBe('__docusaurus');
    expect(headingId('(__Docusaurus)')).toBe('__docusaurus');
    expect(headingId('Getting started')).toBe('getting-started');
  });

  it.each([
    ['## Title {#__docusaurus}', 'Title {#__docusaurus}', 'the id "__docusaurus" is an id'],
    ['### \\_\\_docusaurus', '__docusaurus', 'the id "__docusaurus" is an id'],
    [
      '## Skip {#__docusaurus_skipToContent_fallback}',
      'Skip {#__docusaurus_skipToContent_fallback}',
      'the id "__docusaurus_skipToContent_fallback" is an id',
    ],
    [
      '## Theme SVG external link',
      'Theme SVG external link',
      'the id "theme-svg-external-link" is an id',
    ],
    ['- item\n\n  ## In a list {#__x}', 'In a list {#__x}', 'the id "__x" starts with'],
  ])('refuses prose whose heading would take a reserved id: %j', (prose, heading, id) => {
    expect(() => inertMdx(prose, 'data/modules/vpc/vpc-app.yml: overview')).toThrow(
      `data/modules/vpc/vpc-app.yml: overview: heading "${heading}" would get ${id}`,
    );
  });

  it('keeps headings with ids of their own', () => {
    expect(inertMdx('## Set up {#set-up}\n\n## Docusaurus', 'test')).toBe(
      '## Set up \\{#set-up}\n\n## Docusaurus',
    );
  });
});
