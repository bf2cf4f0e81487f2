/**
 * Ejected from @docusaurus/theme-classic@3.10.2 src/theme/CodeBlock/index.tsx.
 * Upstream's text and formatting; our changes are fenced by [ours] and [/ours].
 * Why: hydrate code blocks in place instead of remounting them (src/theme/README.md).
 */
/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */

import React, {isValidElement, type ReactNode} from 'react';
// [ours] No remount after hydration, so no useIsBrowser.
// [/ours]
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type {Props} from '@theme/CodeBlock';

/**
 * Best attempt to make the children a plain string so it is copyable. If there
 * are react elements, we will not be able to copy the content, and it will
 * return `children` as-is; otherwise, it concatenates the string children
 * together.
 */
function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (React.Children.toArray(children).some((el) => isValidElement(el))) {
    return children;
  }
  // The children is now guaranteed to be one/more plain strings
  return Array.isArray(children) ? children.join('') : (children as string);
}

export default function CodeBlock({
  children: rawChildren,
  ...props
}: Props): ReactNode {
  // [ours] No re-render after mounting: colours come from a stylesheet per
  // colour mode (plugins/code-theme), not from inline styles of the light theme,
  // so the block hydrates in place.
  // [/ours]
  const children = maybeStringifyChildren(rawChildren);
  const CodeBlockComp =
    typeof children === 'string' ? StringContent : ElementContent;
  return (
    // [ours] No key={String(isBrowser)}.
    <CodeBlockComp {...props}>
      {/* [/ours] */}
      {children as string}
    </CodeBlockComp>
  );
}
