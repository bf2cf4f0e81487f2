/**
 * Replaces (ejected) `@theme/DocRoot`. Same markup and behaviour as upstream; the doc route of
 * the current URL is found with react-router-config's `matchRoutes` (an indexed lookup through
 * the lean-bundle alias) instead of upstream's `useDocRootMetadata`, which tests every doc
 * route of the version with matchPath in order: ~850 tests per render, a tenth of the static
 * render time and part of every page's hydration.
 */
import type { ReactNode } from 'react';
import clsx from 'clsx';
import { matchRoutes, renderRoutes, type RouteConfig } from 'react-router-config';
import { useLocation } from '@docusaurus/router';
import { HtmlClassNameProvider, ThemeClassNames } from '@docusaurus/theme-common';
import { DocsSidebarProvider, useDocsVersion } from '@docusaurus/plugin-content-docs/client';
import DocRootLayout from '@theme/DocRoot/Layout';
import NotFoundContent from '@theme/NotFound/Content';
import type { Props } from '@theme/DocRoot';

export default function DocRoot({ route }: Props): ReactNode {
  const { pathname } = useLocation();
  const version = useDocsVersion();
  const docRoutes = route.routes ?? [];
  const current = matchRoutes(docRoutes, pathname)[0]?.route;
  if (!current) {
    // Not-found content only, not a second layout (as upstream).
    return <NotFoundContent />;
  }
  // The docs plugin puts the sidebar name on the route config.
  const sidebarName = (current as RouteConfig & { sidebar?: string }).sidebar;
  const sidebarItems = sidebarName ? version.docsSidebars[sidebarName] : undefined;
  return (
    <HtmlClassNameProvider className={clsx(ThemeClassNames.page.docsDocPage)}>
      <DocsSidebarProvider name={sidebarName} items={sidebarItems}>
        <DocRootLayout>{renderRoutes(docRoutes)}</DocRootLayout>
      </DocsSidebarProvider>
    </HtmlClassNameProvider>
  );
}
