/**
 * Ejected from @docusaurus/theme-classic@3.10.2 src/theme/DocRoot/index.tsx.
 * Upstream's text and formatting; our changes are fenced by [ours] and [/ours].
 * Why: find the current doc route from an index instead of ~850 matchPath tests per render (src/theme/README.md).
 */
/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */

import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {HtmlClassNameProvider, ThemeClassNames} from '@docusaurus/theme-common';
// [ours] Our useDocRootMetadata below.
import {matchRoutes, renderRoutes} from 'react-router-config';
import {useLocation} from '@docusaurus/router';
import {
  DocsSidebarProvider,
  useDocsVersion,
} from '@docusaurus/plugin-content-docs/client';
import {useSidebarItems} from '@site/plugins/lean-bundle/client/sidebars';
// [/ours]
import DocRootLayout from '@theme/DocRoot/Layout';
import NotFoundContent from '@theme/NotFound/Content';
import type {Props} from '@theme/DocRoot';

// [ours] Upstream's hook tests every doc route of the version with matchPath in
// order (~850 tests per render); react-router-config's matchRoutes is answered
// from an index by the lean-bundle alias. In the browser each sidebar is loaded
// on its own (plugins/lean-bundle/client/sidebars.ts).
function useDocRootMetadata({route}: Props) {
  const {pathname} = useLocation();
  const version = useDocsVersion();
  const docRoutes = route.routes ?? [];
  const current = matchRoutes(docRoutes, pathname)[0]?.route;
  // The docs plugin puts the sidebar name on the route config.
  const sidebarName = current?.sidebar as string | undefined;
  const sidebarItems = useSidebarItems(version, sidebarName) as
    (typeof version.docsSidebars)[string] | undefined;
  if (!current) {
    return null;
  }
  return {docElement: renderRoutes(docRoutes), sidebarName, sidebarItems};
}
// [/ours]

export default function DocRoot(props: Props): ReactNode {
  const currentDocRouteMetadata = useDocRootMetadata(props);
  if (!currentDocRouteMetadata) {
    // We only render the not found content to avoid a double layout
    // see https://github.com/facebook/docusaurus/pull/7966#pullrequestreview-1077276692
    return <NotFoundContent />;
  }
  const {docElement, sidebarName, sidebarItems} = currentDocRouteMetadata;
  return (
    <HtmlClassNameProvider className={clsx(ThemeClassNames.page.docsDocPage)}>
      <DocsSidebarProvider name={sidebarName} items={sidebarItems}>
        <DocRootLayout>{docElement}</DocRootLayout>
      </DocsSidebarProvider>
    </HtmlClassNameProvider>
  );
}
