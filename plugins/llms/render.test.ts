import { describe, expect, it } from 'vitest';
import sidebars from '../../sidebars';
import { areas } from './areas';
import {
  checkAreas,
  oneLine,
  readingOrder,
  renderLlmsTxt,
  sidebarPages,
  type DocInfo,
  type SidebarItem,
} from './render';

const docs = new Map<string, DocInfo>([
  ['a/index', { title: 'A', description: 'About A. More.', permalink: '/a' }],
  ['a/one', { title: 'One', description: 'First page.', permalink: '/a/one' }],
  ['a/deep', { title: 'Deep', description: 'Deep page.', permalink: '/a/x/deep' }],
]);
const sidebar: SidebarItem[] = [
  { type: 'doc', id: 'a/index' },
  { type: 'link', href: 'https://example.com', label: 'Elsewhere' },
  {
    type: 'category',
    label: 'Group',
    link: { type: 'generated-index', permalink: '/a/group', title: 'Group', description: 'All.' },
    items: [
      { type: 'doc', id: 'a/one' },
      { type: 'category', label: 'X', items: [{ type: 'doc', id: 'a/deep' }] },
    ],
  },
];

describe('llms.txt', () => {
  it('lists sidebar pages down to a depth, category index pages included', () => {
    const permalinks = (depth: number) =>
      sidebarPages(sidebar, docs, 'test', depth).map((page) => page.permalink);
    expect(permalinks(0)).toEqual(['/a', '/a/group']);
    expect(permalinks(1)).toEqual(['/a', '/a/group', '/a/one']);
    expect(permalinks(Infinity)).toEqual(['/a', '/a/group', '/a/one', '/a/x/deep']);
  });

  it('names a doc the docs plugin did not load', () => {
    expect(() => sidebarPages([{ type: 'doc', id: 'gone' }], docs, 'sidebar "s"')).toThrow(
      '[llms] sidebar "s" names doc "gone", which the docs plugin did not load',
    );
  });

  it('fails on a sidebar no area lists, and on an unknown one', () => {
    const area = { title: 'T', sidebars: ['s1', 'old'], depth: 1 };
    expect(() => {
      checkAreas([area], ['s1', 's2']);
    }).toThrow('[llms] plugins/llms/areas.ts: sidebars in no area: s2; unknown sidebars: old');
  });

  it('has an area for every sidebar of the site', () => {
    expect(() => {
      checkAreas(areas, Object.keys(sidebars));
    }).not.toThrow();
  });

  it('keeps descriptions to their first sentence on one line', () => {
    expect(oneLine('First  sentence.\nSecond one.')).toBe('First sentence.');
    expect(oneLine('Version 1.2 is out. Next.')).toBe('Version 1.2 is out.');
    expect(oneLine(undefined)).toBe('');
  });

  it('renders the summary, one section per area with Markdown links, and the optional files', () => {
    const text = renderLlmsTxt({
      siteTitle: 'Example Docs',
      siteUrl: 'https://docs.example.com',
      summary: 'Docs of Example.',
      details: ['Add .md to any URL.'],
      areas: [{ title: 'Area A', sidebars: ['s'], depth: 1 }],
      sidebars: { s: sidebar },
      docs,
      extra: [
        { title: 'More', pages: [{ title: 'Deep', description: '', permalink: '/a/x/deep' }] },
      ],
      optional: [{ title: 'All pages', description: 'Everything.', permalink: '/llms-full.txt' }],
    });
    expect(text).toBe(`# Example Docs

> Docs of Example.

Add .md to any URL.

## Area A

- [A](https://docs.example.com/a.md): About A.
- [Group](https://docs.example.com/a/group.md): All.
- [One](https://docs.example.com/a/one.md): First page.

## More

- [Deep](https://docs.example.com/a/x/deep.md)

## Optional

- [All pages](https://docs.example.com/llms-full.txt): Everything.
`);
    expect(readingOrder([{ title: 'A', sidebars: ['s'], depth: 0 }], { s: sidebar }, docs)).toEqual(
      ['/a', '/a/group', '/a/one', '/a/x/deep'],
    );
  });
});
