import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { formatLongDate } from '@site/src/lib/dates';
import {
  filterArticles,
  labelCounts,
  pageOf,
  type ArticleSummary,
} from '@site/src/lib/knowledgeBase';
import Pager from '@site/src/components/Pager';
import { useQueryParams } from '@site/src/lib/useQueryParams';
import forms from '@site/src/css/forms.module.css';
import styles from './styles.module.css';

export type Props = { articles: ArticleSummary[] };

/** The searchable, label-filtered, paginated list of knowledge-base articles (newest first). */
export default function KnowledgeBaseIndex({ articles }: Props): ReactNode {
  const [params, update] = useQueryParams();
  const query = params.get('q') ?? '';
  const label = params.get('label') ?? '';
  const filtered = filterArticles(articles, query, label);
  const { items, page, pages } = pageOf(filtered, Number(params.get('page') ?? '1') || 1);

  return (
    <div className={styles.index}>
      <div className={styles.controls}>
        <input
          type="search"
          className={forms.field}
          placeholder="Filter by words in the title or question"
          aria-label="Filter articles"
          value={query}
          onChange={(event) => {
            update({ q: event.target.value });
          }}
        />
        <label className={forms.labeledSelect}>
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
        <Pager
          label="Article pages"
          page={page}
          pages={pages}
          onChange={(next) => {
            update({ page: String(next) });
          }}
        />
      )}
    </div>
  );
}
