import type { ReactNode } from 'react';
import ProductCard from '@site/src/components/ProductCard';
import type { ProductLink } from '@site/src/lib/products';
import styles from './styles.module.css';

export type Props = {
  /** Accessible name of the list, e.g. "Products". */
  label: string;
  items: readonly ProductLink[];
};

/** A responsive grid of link cards, rendered as a labelled list. */
export default function CardGrid({ label, items }: Props): ReactNode {
  return (
    <ul className={styles.grid} aria-label={label}>
      {items.map((item) => (
        <li key={item.to} className={styles.item}>
          <ProductCard {...item} />
        </li>
      ))}
    </ul>
  );
}
