// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { loadSidebar, registerSidebars, sidebarItems, useSidebarItems } from './sidebars';

const items = [{ type: 'link', href: '/a', label: 'A' }];
const version = (pluginId: string) => ({ pluginId, version: 'current', docsSidebars: {} });

describe('sidebar store', () => {
  it('uses the version’s own sidebars where none were registered (the server bundle)', () => {
    const server = { ...version('server'), docsSidebars: { main: items } };
    expect(sidebarItems(server, 'main')).toBe(items);
  });

  it('has a registered sidebar only once loaded, and loads it once', async () => {
    const loader = vi.fn(() => Promise.resolve({ default: items }));
    registerSidebars(version('once'), { main: loader });
    expect(sidebarItems(version('once'), 'main')).toBeUndefined();
    await loadSidebar('main');
    await loadSidebar('main');
    await loadSidebar('unknown');
    expect(sidebarItems(version('once'), 'main')).toBe(items);
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('loads a sidebar and renders again when a page renders before preload', async () => {
    registerSidebars(version('late'), { late: () => Promise.resolve({ default: items }) });
    function Probe() {
      const loaded = useSidebarItems(version('late'), 'late') as typeof items | undefined;
      return <p>{loaded ? `${loaded.length} item` : 'loading'}</p>;
    }
    render(<Probe />);
    expect(screen.getByText('loading')).toBeTruthy();
    await act(() => Promise.resolve());
    expect(await screen.findByText('1 item')).toBeTruthy();
  });
});
