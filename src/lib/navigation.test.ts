import { describe, expect, it } from 'vitest';
import { footer, navbarItems } from './navigation';

type Item = {
  label?: string;
  to?: string;
  href?: string;
  type?: string;
  items?: Item[];
  sidebarId?: string;
};
const items = navbarItems as Item[];
const byLabel = (label: string) => items.find((item) => item.label === label);

describe('navbar', () => {
  it('lists the left items in the order of the spec', () => {
    const left = items
      .filter((i) => (i as { position?: string }).position === 'left')
      .map((i) => i.label);
    expect(left).toEqual(['Intro', 'Docs', 'Library Reference', 'Tools', 'Courses']);
  });

  it('has a Docs dropdown with the six product sidebars', () => {
    const docs = byLabel('Docs');
    expect(docs?.items?.map((i) => [i.label, i.sidebarId])).toEqual([
      ['DevOps Foundations', 'foundations'],
      ['Library', 'library'],
      ['Pipelines', 'pipelines'],
      ['Patcher', 'patcher'],
      ['Reference Architecture', 'refarch'],
      ['Developer Portal', 'developerPortal'],
    ]);
  });

  it('repeats Knowledge Base, Support and Sign In in the More dropdown', () => {
    const more = byLabel('More')?.items?.map((i) => [i.label, i.to ?? i.href]);
    expect(more).toEqual([
      ['Knowledge Base', 'https://github.com/gruntwork-io/knowledge-base/discussions'],
      ['Support', '/support'],
      ['Sign In', 'https://app.gruntwork.io'],
    ]);
    for (const [label] of more ?? []) expect(byLabel(label as string)).toBeDefined();
  });

  it('offers the locale dropdown and the search slot', () => {
    expect(items.map((i) => i.type)).toEqual(expect.arrayContaining(['localeDropdown', 'search']));
  });
});

describe('footer', () => {
  const groups = 'links' in footer ? (footer.links as { title: string; items: Item[] }[]) : [];

  it('has the four link groups', () => {
    expect(groups.map((g) => g.title)).toEqual(['Company', 'Community', 'Resources', 'Legal']);
  });

  it('routes internal resources to the guides and support pages', () => {
    const internal = groups
      .flatMap((g) => g.items)
      .filter((i) => i.to)
      .map((i) => i.to);
    expect(internal).toEqual([
      '/guides/production-framework',
      '/guides/stay-up-to-date',
      '/guides/style',
      '/support',
    ]);
  });

  it('ends with the copyright line', () => {
    expect(footer.copyright).toBe('© 2020 – 2023 Gruntwork, Inc.');
  });
});
