import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import {
  areaCounts,
  filterArticles,
  moduleCounts,
  pageOf,
  type ArticleSummary,
} from '@site/src/lib/knowledgeBase';
import Pager from '@site/src/components/Pager';
import { useQueryParams } from '@site/src/lib/useQueryParams';
import forms from '@site/src/css/forms.module.css';
import styles from './styles.module.css';

export type Props = { articles: ArticleSummary[]; areas: { id: string; label: string }[] };

/** The searchable list of knowledge-base articles (newest thread first), by area and module. */
export default function KnowledgeBaseIndex({ articles, areas }: Props): ReactNode {
  const [params, update] = useQueryParams();
  const query = params.get('q') ?? '';
  const area = params.get('area') ?? '';
  const module = params.get('module') ?? '';
  const filtered = filterArticles(articles, { query, area, module });
  const { items, page, pages } = pageOf(filtered, Number(params.get('page') ?? '1') || 1);
  const perArea = areaCounts(articles);
  const labels = new Map(areas.map((item) => [item.id, item.label]));

  return (
    <div className={styles.index}>
      <div className={styles.controls}>
        <input
          type="search"
          className={forms.field}
          placeholder="Filter by words, error text or module"
          aria-label="Filter articles"
          value={query}
          onChange={(event) => {
            update({ q: event.target.value });
          }}
        />
        <label className={forms.labeledSelect}>
          Product area
          <select
            value={area}
            onChange={(event) => {
              update({ area: event.target.value });
            }}
          >
            <option value="">All areas</option>
            {areas
              .filter((item) => perArea.has(item.id))
              .map((item) => (
                <option key={item.id} value={item.id}>
                  {item.label} ({perArea.get(item.id)})
                </option>
              ))}
          </select>
        </label>
        <label className={forms.labeledSelect}>
          Module
          <select
            value={module}
            onChange={(event) => {
              update({ module: event.target.value });
            }}
          >
            <option value="">All modules</option>
            {moduleCounts(articles).map((item) => (
              <option key={item.id} value={item.id}>
                {item.title} ({item.count})
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
              #{article.number} · {labels.get(article.area) ?? article.area}
              {article.modules.length > 0 &&
                ` · ${article.modules.map((item) => item.title).join(', ')}`}
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
