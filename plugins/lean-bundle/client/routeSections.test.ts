import { describe, expect, it, vi } from 'vitest';
import { createRoutesReady, type SectionRoutes } from './routeSections';
import { matchRoutes } from './routerConfig';

const page = (path: string) => ({ path, exact: true });

function setUp() {
  const docs = { path: '/', routes: [page('/intro')] };
  const routes = [page('/'), docs];
  const sections: Record<string, SectionRoutes> = {
    guides: [['1', [[0, page('/guides/a')]]]],
    tags: [['1', [[2, page('/tags/x')]]]],
  };
  const loaders = {
    guides: vi.fn(() => Promise.resolve({ default: sections.guides as SectionRoutes })),
    tags: vi.fn(() => Promise.resolve({ default: sections.tags as SectionRoutes })),
  };
  const sectionOf = (pathname: string) => {
    const segment = pathname.split('/')[1] ?? '';
    return segment in loaders ? segment : 'core';
  };
  const routesReady = createRoutesReady(routes, { '1': [1] }, loaders, sectionOf);
  return { routes, docs, loaders, routesReady };
}

const matched = (routes: unknown[], pathname: string) =>
  matchRoutes(routes as never, pathname).map(({ route }) => route.path);

describe('createRoutesReady', () => {
  it('loads the section of a path once and puts its routes in their original place', async () => {
    const { routes, docs, loaders, routesReady } = setUp();
    const children = docs.routes;
    expect(matched(routes, '/guides/a')).toEqual(['/']);
    await routesReady('/guides/a');
    await routesReady('/guides/b');
    expect(loaders.guides).toHaveBeenCalledTimes(1);
    expect(loaders.tags).not.toHaveBeenCalled();
    // Same array, grown in place, and the route index sees the new route.
    expect(docs.routes).toBe(children);
    expect(matched(routes, '/guides/a')).toEqual(['/', '/guides/a']);
    await routesReady('/tags/x');
    expect(docs.routes.map((route) => route.path)).toEqual(['/guides/a', '/intro', '/tags/x']);
  });

  it('needs no section for core paths', async () => {
    const { loaders, routesReady } = setUp();
    await routesReady('/intro');
    expect(loaders.guides).not.toHaveBeenCalled();
    expect(loaders.tags).not.toHaveBeenCalled();
  });

  it('tries again after a section failed to load', async () => {
    const { loaders, routesReady } = setUp();
    loaders.guides.mockRejectedValueOnce(new Error('offline'));
    await expect(routesReady('/guides/a')).rejects.toThrow('offline');
    await routesReady('/guides/a');
    expect(loaders.guides).toHaveBeenCalledTimes(2);
  });
});
