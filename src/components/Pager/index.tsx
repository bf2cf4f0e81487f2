import type { ReactNode } from 'react';
import styles from './styles.module.css';

export type Props = {
  /** Accessible name of the navigation, e.g. "Search result pages". */
  label: string;
  page: number;
  pages: number;
  onChange: (page: number) => void;
};

/** Previous / "Page N of M" / Next controls for a paged list. */
export default function Pager({ label, page, pages, onChange }: Props): ReactNode {
  return (
    <nav className={styles.pager} aria-label={label}>
      <button
        type="button"
        className="button button--secondary"
        disabled={page <= 1}
        onClick={() => {
          onChange(page - 1);
        }}
      >
        Previous
      </button>
      <span>
        Page {page} of {pages}
      </span>
      <button
        type="button"
        className="button button--secondary"
        disabled={page >= pages}
        onClick={() => {
          onChange(page + 1);
        }}
      >
        Next
      </button>
    </nav>
  );
}
