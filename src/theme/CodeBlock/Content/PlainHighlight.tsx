/**
 * Same render-prop API as prism-react-renderer's Highlight, without tokenizing: every line is
 * one plain token. Shown for the moment between a client-side navigation and the highlighter's
 * arrival, so the block has its final size and text at once and only gains colours.
 */
import type { ReactNode } from 'react';
import clsx from 'clsx';
import type { HighlightProps } from 'prism-react-renderer';

export default function PlainHighlight({
  code,
  language,
  theme,
  children,
}: HighlightProps): ReactNode {
  const lines = code.split('\n').map((content) => [{ types: ['plain'], content }]);
  // prism-react-renderer types `children` with the global JSX namespace React 19 no longer has.
  const render = children as (props: Parameters<HighlightProps['children']>[0]) => ReactNode;
  return render({
    tokens: lines,
    className: `prism-code language-${language.toLowerCase()}`,
    style: theme?.plain ?? {},
    getLineProps: ({ className, ...rest }) => ({
      ...rest,
      className: clsx('token-line', className),
    }),
    getTokenProps: ({ token, className, ...rest }) => ({
      ...rest,
      className: clsx('token', token.types, className),
      children: token.content,
    }),
  });
}
