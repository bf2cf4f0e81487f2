import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import type { SearchState } from '@site/src/lib/search/useSearch';
import SearchUnavailable from '@site/src/components/SearchUnavailable';
import styles from './styles.module.css';

export type Props = { state: SearchState; query: string };

/** The result list of the search page, with its loading, empty and failure states. */
export default function SearchResults({ state, query }: Props): ReactNode {
  if (state.status === 'idle')
    return <p>Type a word or a phrase to search every page of the docs.</p>;
  if (state.status === 'loading') return <p role="status">Searching…</p>;
  if (state.status === 'error') return <SearchUnavailable />;
  if (state.hits.length === 0) {
    return (
      <p data-results-for={state.term}>
        No results for <strong>&quot;{query}&quot;</strong>
      </p>
    );
  }
  return (
    <>
      <p role="status">
        {state.total} {state.total === 1 ? 'result' : 'results'}
      </p>
      {/* Names the query these results answer: the previous results stay shown while the next load. */}
      <ol className={styles.list} data-results-for={state.term}>
        {state.hits.map((hit) => (
          <li key={hit.id} className={styles.item}>
            <Link to={hit.url} className={styles.title}>
              {hit.meta.title ?? hit.url}
            </Link>
            <div className={styles.section}>{hit.meta.section}</div>
            {/* Excerpts are escaped text with <mark> highlights (src/lib/search/excerpt.ts). */}
            <p className={styles.excerpt} dangerouslySetInnerHTML={{ __html: hit.excerpt }} />
          </li>
        ))}
      </ol>
    </>
  );
}
