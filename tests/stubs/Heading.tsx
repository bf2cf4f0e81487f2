/** Test stand-in for @theme/Heading: the plain heading element. */
import type { HTMLAttributes, ReactNode } from 'react';

type Props = HTMLAttributes<HTMLHeadingElement> & { as: 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6' };

export default function Heading({ as: Tag, ...rest }: Props): ReactNode {
  return <Tag {...rest} />;
}
