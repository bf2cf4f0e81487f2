/**
 * Ejected from @docusaurus/theme-classic@3.10.2 src/theme/CodeBlock/Container/index.tsx.
 * Upstream's text and formatting; our changes are fenced by [ours] and [/ours].
 * Why: code block colours per colour mode from CSS, not inline light-mode variables (src/theme/README.md).
 */
/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */

import React, {type ComponentProps, type ReactNode} from 'react';
import clsx from 'clsx';
// [ours] No Prism CSS variables here; upstream's stylesheet, not a copy of it.
import {ThemeClassNames} from '@docusaurus/theme-common';
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Container/styles.module.css';
// [/ours]

export default function CodeBlockContainer<T extends 'div' | 'pre'>({
  as: As,
  ...props
}: {as: T} & ComponentProps<T>): ReactNode {
  // [ours] The block's colour variables are set per colour mode in CSS by
  // plugins/code-theme: inline ones would be the light theme's on the server.
  // [/ours]
  return (
    <As
      // Polymorphic components are hard to type, without `oneOf` generics
      {...(props as any)}
      // [ours] No inline style={prismCssVariables}.
      // [/ours]
      className={clsx(
        props.className,
        styles.codeBlockContainer,
        ThemeClassNames.common.codeBlock,
      )}
    />
  );
}
