import { describe, expect, it } from 'vitest';
import { bundleConfig, navbarDocIds } from './index';
import { contactsFor } from './contacts';

describe('navbarDocIds', () => {
  it('lists the doc items of the navbar, in dropdowns too', () => {
    expect(
      navbarDocIds([
        { type: 'doc', docId: 'intro/overview' },
        { type: 'docSidebar' },
        { type: 'dropdown', items: [{ type: 'doc', docId: 'faq/index' }, {}] },
      ]),
    ).toEqual(['intro/overview', 'faq/index']);
    expect(navbarDocIds()).toEqual([]);
  });

  it('keeps every doc when a version item needs them', () => {
    expect(navbarDocIds([{ type: 'dropdown', items: [{ type: 'docsVersionDropdown' }] }])).toBe(
      null,
    );
  });
});

describe('bundleConfig', () => {
  it('builds the client rules, aliases, replacements and entry from the contact list', () => {
    const client = bundleConfig(contactsFor('client'), 'client', ['intro']);
    expect(client.entry).toMatch(/client[\\/]clientEntry\.tsx$/);
    expect(Object.keys(client.alias).sort()).toEqual(['path-to-regexp$', 'react-router-config$']);
    expect(client.rules.map((rule) => rule.use[0]?.loader.split(/[\\/]/).pop())).toEqual([
      'loader.cjs',
      'shallow-memo-loader.cjs',
      'utils-common-loader.cjs',
      'globaldata-loader.cjs',
      'registry-loader.cjs',
      'routes-loader.cjs',
    ]);
    const docProps = client.rules[0];
    expect(docProps).toMatchObject({ type: 'javascript/auto' });
    expect(docProps?.use[0]?.options).toEqual({ splitSidebars: true });
    expect(client.rules[3]?.use[0]?.options).toEqual({ keepDocIds: ['intro'] });
    expect(client.replacements).toHaveLength(4);
  });

  it('gives the server bundle no entry, no route loaders and JSON props as JSON', () => {
    const server = bundleConfig(contactsFor('server'), 'server', null);
    expect(server.entry).toBeUndefined();
    const loaders = server.rules.map((rule) => rule.use[0]?.loader.split(/[\\/]/).pop());
    expect(loaders).not.toContain('registry-loader.cjs');
    expect(server.rules[0]).not.toHaveProperty('type');
    expect(server.rules[0]?.use[0]?.options).toEqual({ splitSidebars: false });
    expect(server.replacements).toHaveLength(1);
  });
});
