/**
 * Replaces (ejected) `@theme/CodeBlock/Content`, the highlighted <pre><code> of a code block.
 * Same markup as upstream, one difference in how the browser gets there:
 * - server: highlighted with Prism, as before, the lines written as one HTML string
 *   (`src/lib/prism/linesHtml.ts`, same markup as the Line component) rather than an element per
 *   token;
 * - hydrating a built page: the <code> keeps the server's highlighted lines untouched
 *   (dangerouslySetInnerHTML with suppressHydrationWarning: React neither compares nor replaces
 *   that content), so Prism is not downloaded, run or re-tokenized to show the first page;
 * - later renders (client-side navigation, dev server): plain lines at once, colours as soon as
 *   the highlighter (src/lib/prism/highlighter.ts) has loaded.
 */
import { useEffect, useState, type ComponentProps, type ReactNode, type Ref } from 'react';
import clsx from 'clsx';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { usePrismTheme } from '@docusaurus/theme-common';
import { useCodeBlockContext } from '@docusaurus/theme-common/internal';
import type { Props } from '@theme/CodeBlock/Content';
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';
import lineStyles from '@site/src/theme/CodeBlock/Line/styles.module.css';
import { loadHighlighter, loadedHighlighter } from '@site/src/lib/prism/highlighter';
import { codeLinesHtml } from '@site/src/lib/prism/linesHtml';
import Lines from './Lines';
import PlainHighlight from './PlainHighlight';

function Pre({ className, ref, ...props }: ComponentProps<'pre'> & { ref?: Ref<HTMLPreElement> }) {
  return (
    <pre
      ref={ref}
      // Scrollable code must be reachable by keyboard (upstream does the same).
      tabIndex={0}
      {...props}
      className={clsx(className, styles.codeBlock, 'thin-scrollbar')}
    />
  );
}

function Code(props: ComponentProps<'code'>) {
  const { metadata } = useCodeBlockContext();
  const numbered = metadata.lineNumbersStart !== undefined;
  return (
    <code
      {...props}
      className={clsx(
        props.className,
        styles.codeBlockLines,
        numbered && styles.codeBlockLinesWithNumbering,
      )}
      style={{
        ...props.style,
        counterReset: numbered ? `line-count ${(metadata.lineNumbersStart ?? 1) - 1}` : undefined,
      }}
    />
  );
}

/** True only while hydrating server-rendered HTML (production builds; the dev server renders). */
function useHydratingServerHtml(): boolean {
  const isBrowser = useIsBrowser();
  const [hydrating] = useState(() => !isBrowser && Boolean(process.env.HYDRATE_CLIENT_ENTRY));
  return hydrating;
}

export default function CodeBlockContent({ className: classNameProp }: Props): ReactNode {
  const { metadata, wordWrap } = useCodeBlockContext();
  const { codeBlockRef } = wordWrap;
  const prismTheme = usePrismTheme();
  const keepServerHtml = useHydratingServerHtml();
  const [Highlight, setHighlight] = useState(loadedHighlighter);
  const { code, language, lineNumbersStart, lineClassNames } = metadata;

  useEffect(() => {
    if (keepServerHtml || Highlight) return;
    let current = true;
    void loadHighlighter().then((loaded) => {
      if (current) setHighlight(() => loaded);
    });
    return () => {
      current = false;
    };
  }, [keepServerHtml, Highlight]);

  if (keepServerHtml) {
    return (
      <Pre
        ref={codeBlockRef}
        className={clsx(classNameProp, `prism-code language-${language.toLowerCase()}`)}
      >
        <Code dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />
      </Pre>
    );
  }

  const Renderer = Highlight ?? PlainHighlight;
  return (
    <Renderer theme={prismTheme} code={code} language={language}>
      {({ className, tokens: lines, getLineProps, getTokenProps }) => (
        // No inline colours: plugins/code-theme sets them per colour mode in CSS.
        <Pre ref={codeBlockRef} className={clsx(classNameProp, className)}>
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
    </Renderer>
  );
}
