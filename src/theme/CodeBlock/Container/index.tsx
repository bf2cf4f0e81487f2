/**
 * Replaces (ejected) `@theme/CodeBlock/Container`. Upstream sets the block's colours as inline
 * CSS variables from the current colour mode, which the server renders for light mode only;
 * plugins/code-theme sets the same variables per mode in CSS instead. Classes are unchanged.
 */
import type { ComponentProps, ElementType, ReactNode } from 'react';
import clsx from 'clsx';
import { ThemeClassNames } from '@docusaurus/theme-common';
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Container/styles.module.css';

type Props<T extends ElementType> = { as: T } & ComponentProps<T>;

export default function CodeBlockContainer<T extends ElementType>({
  as: As,
  ...props
}: Props<T>): ReactNode {
  return (
    <As
      {...props}
      className={clsx(
        (props as { className?: string }).className,
        styles.codeBlockContainer,
        ThemeClassNames.common.codeBlock,
      )}
    />
  );
}
