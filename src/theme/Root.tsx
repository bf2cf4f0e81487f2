/*
 * Creates the theme `Root` (the classic theme ships an empty passthrough).
 * Why: the private-repository link warning must watch clicks on every page, including
 * generated ones, and keep one dialog for the whole app; Root is the only component that
 * wraps every route and stays mounted across navigation.
 */
import type { ReactNode } from 'react';
import LinkWarning from '@site/src/components/LinkWarning';

/** Wraps the whole app. */
export default function Root({ children }: { children: ReactNode }): ReactNode {
  return (
    <>
      {children}
      <LinkWarning />
    </>
  );
}
