import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { useHistory, useLocation } from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { formatLongDate } from '@site/src/lib/dates';
import {
  filterArticles,
  labelCounts,
  pageOf,
  type ArticleSummary,
} from '@site/src/lib/knowledgeBase';
import styles from './styles.module.css';

export type Props = { articles: ArticleSummary[] };

/** The searchable, label-filtered, paginated list of knowledge-base articles (newest first). */
export default function KnowledgeBaseIndex({ articles }: Props): ReactNode {
  const location = useLocation();
  const history = useHistory();
  // The static HTML has no query string: read it only once hydrated so both renders match.
  const isBrowser = useIsBrowser();
  const params = new URLSearchParams(isBrowser ? location.search : '');
  const query = params.get('q') ?? '';
  const label = params.get('label') ?? '';
  const filtered = filterArticles(articles, query, label);
  const { items, page, pages } = pageOf(filtered, Number(params.get('page') ?? '1') || 1);

  function update(changes: Record<string, string>): void {
    const next = new URLSearchParams(location.search);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    if (!('page' in changes)) next.delete('page');
    history.replace({ search: next.toString() ? `?${next.toString()}` : '' });
  }

  return (
    <div className={styles.index}>
      <div className={styles.controls}>
        <input
          type="search"
          className={styles.input}
          placeholder="Filter by words in the title or question"
          aria-label="Filter articles"
          value={query}
          onChange={(event) => {
            update({ q: event.target.value });
          }}
        />
        <label className={styles.select}>
          Label
          <select
            value={label}
            onChange={(event) => {
              update({ label: event.target.value });
            }}
          >
            <option value="">All labels</option>
            {labelCounts(articles).map(([name, count]) => (
              <option key={name} value={name}>
                {name} ({count})
              </option>
            ))}
          </select>
        </label>
      </div>
      <p role="status" className={styles.count}>
        {filtered.length} {filtered.length === 1 ? 'article' : 'articles'}
      </p>
      <ol className={styles.list}>
        {items.map((article) => (
          <li key={article.number} className={styles.item}>
            <Link to={`/discussions/knowledge-base/${article.number}`} className={styles.title}>
              {article.title}
            </Link>
            <div className={styles.meta}>
              #{article.number} · {article.category} · {formatLongDate(article.createdAt)} ·{' '}
              {article.labels.join(', ')}
            </div>
            <p className={styles.summary}>{article.summary}</p>
          </li>
        ))}
      </ol>
      {pages > 1 && (
        <nav className={styles.pager} aria-label="Article pages">
          <button
            type="button"
            className="button button--secondary"
            disabled={page <= 1}
            onClick={() => {
              update({ page: String(page - 1) });
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
              update({ page: String(page + 1) });
            }}
          >
            Next
          </button>
        </nav>
      )}
    </div>
  );
}
