/**
 * Replaces (ejected) `@theme/CodeBlock`. Upstream remounts every code block after hydration
 * (`key={String(isBrowser)}`) because its colours were inline styles of the light theme in the
 * server's HTML. Here colours come from a stylesheet per colour mode (plugins/code-theme), so the
 * block hydrates in place: no second render, and no highlighter download to show a page
 * (./Content keeps the server's highlighted lines).
 */
import { Children, isValidElement, type ReactNode } from 'react';
import type { Props } from '@theme/CodeBlock';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';

/** Plain-string children are joined into one string; anything with elements is left alone. */
function stringifyChildren(children: ReactNode): ReactNode {
  if (Children.toArray(children).some((child) => isValidElement(child))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

export default function CodeBlock({ children: rawChildren, ...props }: Props): ReactNode {
  const children = stringifyChildren(rawChildren);
  return typeof children === 'string' ? (
    <StringContent {...props}>{children}</StringContent>
  ) : (
    <ElementContent {...props}>{children}</ElementContent>
  );
}
