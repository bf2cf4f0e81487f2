// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { groupBySection, searchPageUrl, type Hit } from './localIndex';
import { isSearchShortcut } from './shortcuts';

const hit = (id: string, section?: string): Hit => ({
  id,
  url: `/${id}`,
  excerpt: '',
  meta: { title: id, ...(section ? { section } : {}) },
  filters: {},
  sub_results: [],
});

describe('groupBySection', () => {
  it('groups hits by section in order of first appearance', () => {
    const groups = groupBySection([
      hit('a', 'Library'),
      hit('b', 'Guides'),
      hit('c', 'Library'),
      hit('d'),
    ]);
    expect(groups.map((g) => [g.section, g.hits.map((h) => h.id)])).toEqual([
      ['Library', ['a', 'c']],
      ['Guides', ['b']],
      ['General', ['d']],
    ]);
  });
});

describe('searchPageUrl', () => {
  it('encodes the query', () => {
    expect(searchPageUrl('vpc & nat')).toBe('/search?q=vpc%20%26%20nat');
  });
});

describe('isSearchShortcut', () => {
  const key = (
    k: string,
    mods: Partial<{ ctrlKey: boolean; metaKey: boolean; altKey: boolean }> = {},
  ) => ({
    key: k,
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    ...mods,
  });

  it('opens on Ctrl+K and Cmd+K, even in a field', () => {
    const input = document.createElement('input');
    expect(isSearchShortcut(key('k', { ctrlKey: true }), input)).toBe(true);
    expect(isSearchShortcut(key('K', { metaKey: true }), document.body)).toBe(true);
  });

  it('opens on "/" except while typing', () => {
    expect(isSearchShortcut(key('/'), document.body)).toBe(true);
    expect(isSearchShortcut(key('/'), document.createElement('textarea'))).toBe(false);
    expect(isSearchShortcut(key('/'), document.createElement('input'))).toBe(false);
  });

  it('ignores other keys', () => {
    expect(isSearchShortcut(key('k'), document.body)).toBe(false);
    expect(isSearchShortcut(key('/', { altKey: true }), document.body)).toBe(false);
  });
});
