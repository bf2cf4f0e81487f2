/**
 * Ejected from @docusaurus/theme-classic@3.10.2 src/theme/CodeBlock/Content/index.tsx.
 * Upstream's text and formatting; our changes are fenced by [ours] and [/ours].
 * Why: no Prism download to show a built page, no inline colours (src/theme/README.md).
 */
/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */

// [ours] Hooks for loading the highlighter on use.
import React, {
  useEffect,
  useState,
  type ComponentProps,
  type ReactNode,
} from 'react';
// [/ours]
import clsx from 'clsx';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import {usePrismTheme} from '@docusaurus/theme-common';
// [ours] Prism is loaded on use (src/lib/prism/highlighter.ts); the server
// writes the highlighted lines as one HTML string (src/lib/prism/linesHtml.ts).
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import useIsBrowser from '@docusaurus/useIsBrowser';
import type {Props} from '@theme/CodeBlock/Content';
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';
import lineStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Line/styles.module.css';
import {
  loadHighlighter,
  loadedHighlighter,
} from '@site/src/lib/prism/highlighter';
import {codeLinesHtml} from '@site/src/lib/prism/linesHtml';
import Lines from './Lines';
import PlainHighlight from './PlainHighlight';
// [/ours]

// TODO Docusaurus v4: remove useless forwardRef
const Pre = React.forwardRef<HTMLPreElement, ComponentProps<'pre'>>(
  (props, ref) => {
    return (
      <pre
        ref={ref}
        // [ours] No jsx-a11y in this project's ESLint to disable a rule of.
        // [/ours]
        tabIndex={0}
        {...props}
        className={clsx(props.className, styles.codeBlock, 'thin-scrollbar')}
      />
    );
  },
);

function Code(props: ComponentProps<'code'>) {
  const {metadata} = useCodeBlockContext();
  return (
    <code
      {...props}
      className={clsx(
        props.className,
        styles.codeBlockLines,
        metadata.lineNumbersStart !== undefined &&
          styles.codeBlockLinesWithNumbering,
      )}
      style={{
        ...props.style,
        counterReset:
          metadata.lineNumbersStart === undefined
            ? undefined
            : `line-count ${metadata.lineNumbersStart - 1}`,
      }}
    />
  );
}

// [ours] True only while hydrating server-rendered HTML (production builds; the
// dev server renders on the client).
function useHydratingServerHtml(): boolean {
  const isBrowser = useIsBrowser();
  const [hydrating] = useState(
    () => !isBrowser && Boolean(process.env.HYDRATE_CLIENT_ENTRY),
  );
  return hydrating;
}
// [/ours]

export default function CodeBlockContent({
  className: classNameProp,
}: Props): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const prismTheme = usePrismTheme();
  const {code, language, lineNumbersStart, lineClassNames} = metadata;
  // [ours] While hydrating a built page the <code> keeps the server's highlighted
  // lines (React neither compares nor replaces dangerouslySetInnerHTML content
  // with suppressHydrationWarning), so Prism is not downloaded or run to show a
  // page. Later renders show plain lines at once and colours once the
  // highlighter has loaded.
  const {codeBlockRef} = wordWrap;
  const keepServerHtml = useHydratingServerHtml();
  const [LoadedHighlight, setLoadedHighlight] = useState(loadedHighlighter);
  useEffect(() => {
    if (keepServerHtml || LoadedHighlight) {
      return undefined;
    }
    let current = true;
    void loadHighlighter().then((loaded) => {
      if (current) {
        setLoadedHighlight(() => loaded);
      }
    });
    return () => {
      current = false;
    };
  }, [keepServerHtml, LoadedHighlight]);
  if (keepServerHtml) {
    return (
      <Pre
        ref={codeBlockRef}
        className={clsx(
          classNameProp,
          `prism-code language-${language.toLowerCase()}`,
        )}>
        <Code dangerouslySetInnerHTML={{__html: ''}} suppressHydrationWarning />
      </Pre>
    );
  }
  const Highlight = LoadedHighlight ?? PlainHighlight;
  // [/ours]
  return (
    <Highlight theme={prismTheme} code={code} language={language}>
      {/* [ours] No inline colours: plugins/code-theme sets them per colour mode in
      CSS. The server writes the lines as one HTML string, the same markup as
      the Line component gives in the browser. */}
      {({className, tokens: lines, getLineProps, getTokenProps}) => (
        <Pre
          ref={wordWrap.codeBlockRef}
          className={clsx(classNameProp, className)}>
          {ExecutionEnvironment.canUseDOM ? (
            <Code>
              <Lines
                lines={lines}
                getLineProps={getLineProps}
                getTokenProps={getTokenProps}
                lineClassNames={lineClassNames}
                showLineNumbers={lineNumbersStart !== undefined}
              />
            </Code>
          ) : (
            <Code
              dangerouslySetInnerHTML={{
                __html: codeLinesHtml(lines, {
                  lineClassNames,
                  showLineNumbers: lineNumbersStart !== undefined,
                  classes: lineStyles,
                }),
              }}
            />
          )}
        </Pre>
      )}
      {/* [/ours] */}
    </Highlight>
  );
}
