/** Test stand-in for @docusaurus/Link: a plain anchor. */
import type { AnchorHTMLAttributes, ReactNode } from 'react';

type Props = AnchorHTMLAttributes<HTMLAnchorElement> & { to?: string };

export default function Link({ to, href, children, ...rest }: Props): ReactNode {
  return (
    <a href={to ?? href} {...rest}>
      {children}
    </a>
  );
}
