import { useId, useState, type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { formatShortDate } from '@site/src/lib/dates';
import styles from './styles.module.css';

export type Props = {
  url: string;
  title: string;
  published: string;
  modules: string[];
  /** Release notes, sanitised at build time by the releases generator. */
  html: string;
};

/** Notes longer than this many characters start collapsed behind "Show more". */
export const collapseAfter = 900;

/** One release under its version heading: date, modules affected and the notes. */
export default function ReleaseEntry({ url, title, published, modules, html }: Props): ReactNode {
  const long = html.length > collapseAfter;
  const [expanded, setExpanded] = useState(!long);
  const notesId = useId();
  return (
    <div className={styles.entry}>
      <p className={styles.title}>{title}</p>
      <dl className={styles.facts}>
        <div>
          <dt>Published:</dt> <dd>{formatShortDate(published)}</dd>
        </div>
        <div>
          <dt>Modules affected:</dt> <dd>{modules.join(', ')}</dd>
        </div>
      </dl>
      <div
        id={notesId}
        className={expanded ? styles.notes : `${styles.notes} ${styles.collapsed}`}
        dangerouslySetInnerHTML={{ __html: html }}
      />
      <div className={styles.actions}>
        {long && (
          <button
            type="button"
            className="button button--link button--sm"
            aria-expanded={expanded}
            aria-controls={notesId}
            onClick={() => {
              setExpanded(!expanded);
            }}
          >
            {expanded ? 'Show less' : 'Show more'}
          </button>
        )}
        <Link href={url} className={styles.release}>
          Release on GitHub
        </Link>
      </div>
    </div>
  );
}
