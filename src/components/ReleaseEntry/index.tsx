import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { formatShortDate } from '@site/src/lib/dates';
import { releaseKindLabels } from '@site/src/lib/releaseKinds';
import styles from './styles.module.css';

export type Props = {
  url: string;
  published: string;
  /** Modules affected, as the published release page lists them (may be none). */
  modules: string[];
  /** breaking, feature, fix, dependency or docs; absent when the note gave no details. */
  kind?: string;
  /** Our summary, sanitised at build time by the releases generator. */
  html: string;
};

/** One release under its version heading: kind, date, modules affected and our summary. */
export default function ReleaseEntry({ url, published, modules, kind, html }: Props): ReactNode {
  return (
    <div className={styles.entry}>
      <dl className={styles.facts} data-page-meta>
        {kind && (
          <div>
            <dt>Kind:</dt>{' '}
            <dd className={kind === 'breaking' ? styles.breaking : undefined}>
              {releaseKindLabels[kind] ?? kind}
            </dd>
          </div>
        )}
        <div>
          <dt>Published:</dt> <dd>{formatShortDate(published)}</dd>
        </div>
        {modules.length > 0 && (
          <div>
            <dt>Modules affected:</dt> <dd>{modules.join(', ')}</dd>
          </div>
        )}
      </dl>
      <div className={styles.notes} dangerouslySetInnerHTML={{ __html: html }} />
      <div className={styles.actions} data-page-meta>
        <Link href={url} className={styles.release}>
          Release on GitHub
        </Link>
      </div>
    </div>
  );
}
