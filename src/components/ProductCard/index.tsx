import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import type { ReactNode } from 'react';
import styles from './styles.module.css';

export type Props = {
  title: string;
  description: string;
  to: string;
};

/** A card that links to a product or section; the whole card is the link. */
export default function ProductCard({ title, description, to }: Props): ReactNode {
  return (
    <Link className={styles.card} to={to}>
      <Heading as="h3" className={styles.title}>
        {title}
      </Heading>
      <p className={styles.description}>{description}</p>
    </Link>
  );
}
