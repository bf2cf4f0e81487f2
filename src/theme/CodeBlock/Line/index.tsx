/**
 * Replaces (ejected) `@theme/CodeBlock/Line`. Upstream renders each highlighted line as a <div>
 * inside <code>, which is invalid HTML (<code> takes phrasing content only) and fails the
 * html-validate gate on every page with code. This renders a <span> that custom.css displays as
 * a block, and otherwise keeps upstream behaviour: line numbers, highlighted lines, and a <br>
 * that stops empty lines from collapsing. Tokens carry classes only; their colours come from
 * the stylesheet plugins/code-theme writes, right in both colour modes from the first paint.
 * The static build renders the same markup as a string (`src/lib/prism/linesHtml.ts`).
 */
import type { ReactNode } from 'react';
import clsx from 'clsx';
import type { Props } from '@theme/CodeBlock/Line';
import LineToken from '@theme/CodeBlock/Line/Token';
import { withoutLoneNewline } from '@site/src/lib/prism/linesHtml';
import styles from './styles.module.css';

export default function CodeBlockLine({
  line: rawLine,
  classNames,
  showLineNumbers,
  getLineProps,
  getTokenProps,
}: Props): ReactNode {
  const line = withoutLoneNewline(rawLine);
  const lineProps = getLineProps({
    line,
    className: clsx(classNames, showLineNumbers && styles.numbered),
  });
  const tokens = line.map((token, index) => {
    const tokenProps = getTokenProps({ token });
    return (
      <LineToken key={index} {...tokenProps} style={undefined} line={line} token={token}>
        {tokenProps.children}
      </LineToken>
    );
  });
  return (
    // No inline colours: plugins/code-theme colours tokens by class, per colour mode.
    <span {...lineProps} style={undefined}>
      {showLineNumbers ? (
        <>
          <span className={styles.number} />
          <span className={styles.content}>{tokens}</span>
        </>
      ) : (
        tokens
      )}
      <br />
    </span>
  );
}
