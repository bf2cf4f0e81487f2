/**
 * Ejected from @docusaurus/theme-classic@3.10.2 src/theme/DocBreadcrumbs/StructuredData/index.tsx.
 * Upstream's text and formatting; our changes are fenced by [ours] and [/ours].
 * Why: a title with `</script>` ended upstream's JSON-LD script early (src/theme/README.md).
 */
/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */

import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {useBreadcrumbsStructuredData} from '@docusaurus/plugin-content-docs/client';
import type {Props} from '@theme/DocBreadcrumbs/StructuredData';
// [ours] JSON with <, > and & as \u escapes, so no text can close the script element.
import {jsonForScript} from '@site/src/lib/jsonForScript';
// [/ours]

export default function DocBreadcrumbsStructuredData(props: Props): ReactNode {
  const structuredData = useBreadcrumbsStructuredData({
    breadcrumbs: props.breadcrumbs,
  });
  return (
    <Head>
      <script type="application/ld+json">
        {/* [ours] */}
        {jsonForScript(structuredData)}
        {/* [/ours] */}
      </script>
    </Head>
  );
}
