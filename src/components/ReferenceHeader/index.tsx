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
  /** What kind of module this is when it is not a plain Terraform module, e.g. "Deprecated". */
  status?: string;
};

/** Top of a module or service reference page: version, group and the source links. */
export default function ReferenceHeader({
  kind,
  group,
  version,
  sourceUrl,
  releasesUrl,
  description,
  status,
}: Props): ReactNode {
  return (
    <div className={styles.header}>
      {/* Recorded for "Find a module" cards; not shown twice to readers. */}
      <span hidden data-search-meta={`group:${group}`} />
      <span hidden data-search-meta={`description:${description}`} />
      {/* Page meta: a line in the Markdown twin, never indexed for search (page-content.ts). */}
      <div className={styles.meta} data-page-meta>
        <span className={styles.badge} title={`Release of this ${kind} that this page documents`}>
          {version}
        </span>
        {status && <span className={styles.status}>{status}</span>}
        <span className={styles.group}>{group}</span>
      </div>
      <div className={styles.actions} data-page-meta>
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
