/** Filtering and paging of the knowledge-base index. */
import { compareText } from './compareText';

export type ArticleSummary = {
  number: number;
  title: string;
  /** Product area id, as in generators/knowledge-base/schema.ts. */
  area: string;
  /** Reference pages the article deals with. */
  modules: { id: string; title: string }[];
  summary: string;
};

export type ArticleFilter = { query: string; area: string; module: string };

export const pageSize = 20;

/**
 * Articles whose title, summary, module names or number contain every word of the query, in the
 * area and about the module when those are set.
 */
export function filterArticles(
  articles: readonly ArticleSummary[],
  { query, area, module }: ArticleFilter,
): ArticleSummary[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return articles.filter((article) => {
    if (area && article.area !== area) return false;
    if (module && !article.modules.some((item) => item.id === module)) return false;
    const names = article.modules.map((item) => `${item.title} ${item.id}`).join(' ');
    const text = `${article.title} ${article.summary} ${names} #${article.number}`.toLowerCase();
    return words.every((word) => text.includes(word));
  });
}

/** Modules named by at least one article, with their count, by name. */
export function moduleCounts(
  articles: readonly ArticleSummary[],
): { id: string; title: string; count: number }[] {
  const counts = new Map<string, { id: string; title: string; count: number }>();
  for (const article of articles) {
    for (const item of article.modules) {
      const entry = counts.get(item.id) ?? { ...item, count: 0 };
      entry.count += 1;
      counts.set(item.id, entry);
    }
  }
  return [...counts.values()].sort((a, b) => compareText(a.title, b.title));
}

/** How many articles each area has, keyed by area id. */
export function areaCounts(articles: readonly ArticleSummary[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const article of articles) counts.set(article.area, (counts.get(article.area) ?? 0) + 1);
  return counts;
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
