/**
 * The highlighted lines as React elements (browser renders). The static build writes the same
 * markup as a string (`src/lib/prism/linesHtml.ts`); its unit test renders this component as
 * the reference.
 */
import type { ReactNode } from 'react';
import Line from '@theme/CodeBlock/Line';
import type { Props as LineProps } from '@theme/CodeBlock/Line';

export interface LinesProps {
  lines: LineProps['line'][];
  getLineProps: LineProps['getLineProps'];
  getTokenProps: LineProps['getTokenProps'];
  lineClassNames: Record<number, string[]>;
  showLineNumbers: boolean;
}

export default function Lines({
  lines,
  getLineProps,
  getTokenProps,
  lineClassNames,
  showLineNumbers,
}: LinesProps): ReactNode {
  return lines.map((line, index) => (
    <Line
      key={index}
      line={line}
      getLineProps={getLineProps}
      getTokenProps={getTokenProps}
      classNames={lineClassNames[index]}
      showLineNumbers={showLineNumbers}
    />
  ));
}
