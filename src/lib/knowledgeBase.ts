/** Filtering and paging of the knowledge-base index. */
import { compareText } from './compareText';

export type ArticleSummary = {
  number: number;
  title: string;
  labels: string[];
  category: string;
  createdAt: string;
  summary: string;
};

export const pageSize = 20;

/** Articles whose title or summary contains every word of the query and that carry the label. */
export function filterArticles(
  articles: readonly ArticleSummary[],
  query: string,
  label: string,
): ArticleSummary[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return articles.filter((article) => {
    if (label && !article.labels.includes(label)) return false;
    const text = `${article.title} ${article.summary} #${article.number}`.toLowerCase();
    return words.every((word) => text.includes(word));
  });
}

/** Labels by how many articles carry them, most used first. */
export function labelCounts(articles: readonly ArticleSummary[]): [string, number][] {
  const counts = new Map<string, number>();
  for (const article of articles) {
    for (const label of article.labels) counts.set(label, (counts.get(label) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1] || compareText(a[0], b[0]));
}

/** The slice of a 1-based page, clamped to the available pages. */
export function pageOf<T>(
  items: readonly T[],
  page: number,
): { items: T[]; page: number; pages: number } {
  const pages = Math.max(1, Math.ceil(items.length / pageSize));
  const current = Math.min(Math.max(1, page), pages);
  return { items: items.slice((current - 1) * pageSize, current * pageSize), page: current, pages };
}
