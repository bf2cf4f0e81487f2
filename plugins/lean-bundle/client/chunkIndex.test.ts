import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import { chunkNamesOf, indexChunkNames, indexExactRoutes, matchedRoutePaths } from './chunkIndex';

describe('indexChunkNames', () => {
  it('groups the chunk names of every route registered at a path, nested props included', () => {
    const index = indexChunkNames({
      '/docs/intro-a1b': { __comp: 'c1', content: 'c2' },
      '/docs/intro-ff0': { __comp: 'c3', __props: { sidebar: 'c4' } },
      '/-e5f': { __comp: 'c5' },
      '/ci-cd/guide-123': { content: 'c6' },
    });
    expect(index.get('/docs/intro')).toEqual(['c1', 'c2', 'c3', 'c4']);
    expect(index.get('/')).toEqual(['c5']);
    expect(index.get('/ci-cd/guide')).toEqual(['c6']);
    expect(index.has('/docs')).toBe(false);
  });

  it('collects strings at any depth and ignores other values', () => {
    expect(chunkNamesOf({ a: 'x', b: { c: ['y', { d: 'z' }], e: 3 } })).toEqual(['x', 'y', 'z']);
  });
});

describe('matchedRoutePaths', () => {
  const routes = [
    { path: '/search', exact: true },
    {
      path: '/',
      routes: [
        {
          path: '/',
          routes: [
            { path: '/tags', exact: true },
            { path: '/intro', exact: true },
          ],
        },
      ],
    },
  ];
  const match = (pathname: string, route: { path?: string | string[]; exact?: boolean }) =>
    matchPath(pathname, route);

  it('returns the layout routes and the page route, outermost first', () => {
    expect(matchedRoutePaths(routes, '/intro', match)).toEqual(['/', '/', '/intro']);
  });

  it('stops at the first match on each level', () => {
    expect(matchedRoutePaths(routes, '/search', match)).toEqual(['/search']);
  });

  it('keeps the layouts when no page matches, like react-router-config', () => {
    expect(matchedRoutePaths(routes, '/missing', match)).toEqual(['/', '/']);
  });
});

describe('indexExactRoutes', () => {
  it('maps each exact route to the paths of the routes that render it', () => {
    const index = indexExactRoutes([
      { path: '/search', exact: true },
      { path: '/', routes: [{ path: '/', routes: [{ path: '/intro', exact: true }] }] },
      { path: '/intro', exact: true },
    ]);
    expect(index.get('/search')).toEqual(['/search']);
    expect(index.get('/intro')).toEqual(['/', '/', '/intro']);
    expect(index.has('/')).toBe(false);
    expect(index.size).toBe(2);
  });
});
