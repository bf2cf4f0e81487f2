/**
 * Replaces (ejected) `@theme/DocRoot`. Same markup and behaviour as upstream; the doc route of
 * the current URL is found with react-router-config's `matchRoutes` (an indexed lookup through
 * the lean-bundle alias) instead of upstream's `useDocRootMetadata`, which tests every doc
 * route of the version with matchPath in order: ~850 tests per render, a tenth of the static
 * render time and part of every page's hydration. The sidebar's items come from
 * plugins/lean-bundle/client/sidebars.ts: the client build loads each sidebar on its own.
 */
import type { ReactNode } from 'react';
import clsx from 'clsx';
import { matchRoutes, renderRoutes } from 'react-router-config';
import { useLocation } from '@docusaurus/router';
import { HtmlClassNameProvider, ThemeClassNames } from '@docusaurus/theme-common';
import { DocsSidebarProvider, useDocsVersion } from '@docusaurus/plugin-content-docs/client';
import DocRootLayout from '@theme/DocRoot/Layout';
import NotFoundContent from '@theme/NotFound/Content';
import type { Props } from '@theme/DocRoot';
import { useSidebarItems } from '@site/plugins/lean-bundle/client/sidebars';

export default function DocRoot({ route }: Props): ReactNode {
  const { pathname } = useLocation();
  const version = useDocsVersion();
  const docRoutes = route.routes ?? [];
  const current = matchRoutes(docRoutes, pathname)[0]?.route;
  // The docs plugin puts the sidebar name on the route config.
  const sidebarName = current?.sidebar as string | undefined;
  const sidebarItems = useSidebarItems(version, sidebarName) as
    (typeof version.docsSidebars)[string] | undefined;
  if (!current) {
    // Not-found content only, not a second layout (as upstream).
    return <NotFoundContent />;
  }
  return (
    <HtmlClassNameProvider className={clsx(ThemeClassNames.page.docsDocPage)}>
      <DocsSidebarProvider name={sidebarName} items={sidebarItems}>
        <DocRootLayout>{renderRoutes(docRoutes)}</DocRootLayout>
      </DocsSidebarProvider>
    </HtmlClassNameProvider>
  );
}
