import { describe, expect, it } from 'vitest';
import { filterArticles, labelCounts, pageOf, type ArticleSummary } from './knowledgeBase';

const article = (number: number, title: string, labels: string[]): ArticleSummary => ({
  number,
  title,
  labels,
  category: 'Q&A',
  createdAt: '2021-01-01T00:00:00Z',
  summary: `Summary of ${title}`,
});

const articles = [
  article(10, 'State lock stuck after CI timeout', ['terraform', 'state']),
  article(20, 'Terragrunt dependency outputs missing', ['terragrunt']),
  article(30, 'EKS nodes not joining the cluster', ['eks', 'kubernetes']),
];

describe('filterArticles', () => {
  it('matches every word of the query in title or summary, case-insensitively', () => {
    expect(filterArticles(articles, 'STATE lock', '').map((a) => a.number)).toEqual([10]);
    expect(filterArticles(articles, 'state eks', '')).toEqual([]);
  });

  it('narrows by label and by discussion number', () => {
    expect(filterArticles(articles, '', 'terragrunt').map((a) => a.number)).toEqual([20]);
    expect(filterArticles(articles, '#30', '').map((a) => a.number)).toEqual([30]);
  });
});

describe('labelCounts', () => {
  it('orders labels by use, then by name', () => {
    expect(labelCounts([...articles, article(40, 'x', ['eks'])])[0]).toEqual(['eks', 2]);
  });
});

describe('pageOf', () => {
  it('clamps the page into range', () => {
    const many = Array.from({ length: 45 }, (_, i) => i);
    expect(pageOf(many, 3)).toEqual({ items: [40, 41, 42, 43, 44], page: 3, pages: 3 });
    expect(pageOf(many, 9).page).toBe(3);
    expect(pageOf([], 1)).toEqual({ items: [], page: 1, pages: 1 });
  });
});
