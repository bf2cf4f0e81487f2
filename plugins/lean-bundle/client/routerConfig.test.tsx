import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import * as upstream from 'react-router-config';
import { describe, expect, it } from 'vitest';
import { matchRoutes, renderRoutes } from './routerConfig';

type Props = { route: { path?: string }; match: { url: string; isExact: boolean } };

const Page = ({ route, match }: Props) => (
  <p>
    page {route.path} at {match.url} {String(match.isExact)}
  </p>
);
const Layout = ({ route, match }: Props & { route: { routes?: unknown[] } }) => (
  <section data-layout={route.path} data-url={match.url}>
    {renderRoutes(route.routes as never, { extra: 1 })}
  </section>
);
const UpstreamLayout = ({ route }: Props & { route: { routes?: unknown[] } }) => (
  <section data-layout={route.path}>
    {upstream.renderRoutes(route.routes as never, { extra: 1 })}
  </section>
);

/** Docusaurus-shaped tree: exact pages, then a catch-all docs layout with many exact pages. */
function tree(layout: typeof Layout) {
  const docs = Array.from({ length: 50 }, (_, i) => ({
    path: `/docs/page-${i}`,
    exact: true,
    component: Page,
  }));
  return [
    { path: '/search', exact: true, component: Page },
    { path: '/', exact: true, component: Page },
    { path: '/blog/:slug', component: Page },
    {
      path: '/',
      component: layout,
      routes: [
        { path: '/docs/page-3', exact: true, component: Page },
        ...docs,
        { path: '/Docs/Mixed/', exact: true, component: Page },
        { path: '/docs/strict/', exact: true, strict: true, component: Page },
        { path: '/docs/section', component: Page },
        { path: '/docs/section/deep', exact: true, component: Page },
        { component: Page },
      ],
    },
    { path: '*', component: Page },
  ];
}

const pathnames = [
  '/',
  '',
  '/search',
  '/search/',
  '/SEARCH',
  '/blog/hello',
  '/docs/page-3',
  '/docs/page-30/',
  '/docs/page-30//',
  '/docs/page-49',
  '/docs/PAGE-7',
  '/docs/mixed',
  '/docs/mixed/',
  '/docs/strict',
  '/docs/strict/',
  '/docs/section',
  '/docs/section/deep',
  '/docs/unknown',
  '/elsewhere',
];

describe('matchRoutes', () => {
  it('finds the same branch and matches as react-router-config', () => {
    const routes = tree(Layout) as never;
    for (const pathname of pathnames) {
      const ours = matchRoutes(routes, pathname);
      const theirs = upstream.matchRoutes(routes, pathname);
      expect(
        ours.map(({ route, match }) => [route, match]),
        pathname,
      ).toEqual(theirs.map(({ route, match }) => [route, match]));
      ours.forEach(({ route }, i) => {
        expect(route).toBe(theirs[i]?.route);
      });
    }
  });
});

describe('renderRoutes', () => {
  it('renders the same markup as react-router-config for every location', () => {
    for (const pathname of pathnames) {
      const ours = renderToString(
        <StaticRouter location={pathname}>{renderRoutes(tree(Layout) as never)}</StaticRouter>,
      );
      const theirs = renderToString(
        <StaticRouter location={pathname}>
          {upstream.renderRoutes(tree(UpstreamLayout) as never)}
        </StaticRouter>,
      );
      const normalize = (html: string) => html.replace(/ data-url="[^"]*"/g, '');
      expect(normalize(ours), pathname).toBe(normalize(theirs));
    }
  });

  it('renders nothing without routes', () => {
    expect(renderRoutes(undefined)).toBeNull();
  });
});
