/**
 * Ejected from @docusaurus/theme-classic@3.10.2 src/theme/CodeBlock/Line/index.tsx.
 * Upstream's text and formatting; our changes are fenced by [ours] and [/ours].
 * Why: valid HTML (a <span> per line inside <code>) and no inline colours (src/theme/README.md).
 */
/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */

import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import LineToken from '@theme/CodeBlock/Line/Token';
import type {Props} from '@theme/CodeBlock/Line';

// [ours] Upstream's stylesheet, not a copy of it.
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Line/styles.module.css';
// [/ours]

type Token = Props['line'][number];

// This <br/ seems useful when the line has no content to prevent collapsing.
// For code blocks with "diff" languages, this makes the empty lines collapse to
// zero height lines, which is undesirable.
// See also https://github.com/facebook/docusaurus/pull/11565
function LineBreak() {
  return <br />;
}

// Replaces single lines with '\n' by '' so that we don't end up with
// duplicate line breaks (the '\n' + the artificial <br/> above)
// see also https://github.com/facebook/docusaurus/pull/11565
function fixLineBreak(line: Token[]) {
  const singleLineBreakToken =
    line.length === 1 && line[0]!.content === '\n' ? line[0] : undefined;
  if (singleLineBreakToken) {
    return [{...singleLineBreakToken, content: ''}];
  }
  return line;
}

export default function CodeBlockLine({
  line: lineProp,
  classNames,
  showLineNumbers,
  getLineProps,
  getTokenProps,
}: Props): ReactNode {
  const line = fixLineBreak(lineProp);
  const lineProps = getLineProps({
    line,
    className: clsx(classNames, showLineNumbers && styles.codeLine),
  });

  const lineTokens = line.map((token, key) => {
    const tokenProps = getTokenProps({token});
    return (
      // [ours] No inline colours: plugins/code-theme colours tokens by class.
      <LineToken
        key={key}
        {...tokenProps}
        style={undefined}
        line={line}
        token={token}>
        {/* [/ours] */}
        {tokenProps.children}
      </LineToken>
    );
  });

  return (
    // [ours] A <span>, displayed as a block by custom.css: <code> takes phrasing
    // content only, so upstream's <div> fails the HTML validation gate. No inline
    // colours either.
    <span {...lineProps} style={undefined}>
      {/* [/ours] */}
      {showLineNumbers ? (
        <>
          <span className={styles.codeLineNumber} />
          <span className={styles.codeLineContent}>{lineTokens}</span>
        </>
      ) : (
        lineTokens
      )}
      <LineBreak />
      {/* [ours] */}
    </span>
    // [/ours]
  );
}
