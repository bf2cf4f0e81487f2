import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import styles from './styles.module.css';

export type Props = {
  number: number;
  url: string;
  area: string;
  areaLabel: string;
  answered: boolean;
};

/** The head of a knowledge-base article: its thread, product area and the link to GitHub. */
export default function KnowledgeBaseArticle(props: Props): ReactNode {
  const { number, url, area, areaLabel, answered } = props;
  return (
    // Page meta: a line in the Markdown twin, never indexed for search (page-content.ts).
    <div className={styles.meta} data-page-meta>
      <Link
        to={`/discussions/knowledge-base?area=${encodeURIComponent(area)}`}
        className={styles.category}
      >
        {areaLabel}
      </Link>
      <span>
        Thread #{number}
        {answered ? ' · has an accepted answer' : ' · no accepted answer'}
      </span>
      <Link href={url}>View the full discussion on GitHub</Link>
    </div>
  );
}
