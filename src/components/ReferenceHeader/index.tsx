import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import styles from './styles.module.css';

export type Props = {
  kind: 'module' | 'service';
  group: string;
  version: string;
  sourceUrl: string;
  releasesUrl: string;
  description: string;
};

/** Top of a module or service reference page: version, group and the source links. */
export default function ReferenceHeader({
  kind,
  group,
  version,
  sourceUrl,
  releasesUrl,
  description,
}: Props): ReactNode {
  return (
    <div className={styles.header}>
      {/* Recorded for "Find a module" cards; not shown twice to readers. */}
      <span hidden data-pagefind-meta={`group:${group}`} />
      <span hidden data-pagefind-meta={`description:${description}`} />
      <div className={styles.meta}>
        <span className={styles.badge} title={`Latest documented release of this ${kind}`}>
          {version}
        </span>
        <span className={styles.group}>{group}</span>
      </div>
      <div className={styles.actions}>
        <Link className="button button--primary button--sm" href={sourceUrl}>
          View Source
        </Link>
        <Link className="button button--secondary button--sm" href={releasesUrl}>
          Release Notes
        </Link>
      </div>
    </div>
  );
}
