import { describe, expect, it } from 'vitest';
import {
  areaCounts,
  filterArticles,
  moduleCounts,
  pageOf,
  type ArticleSummary,
} from './knowledgeBase';

const eks = { id: 'modules/eks/eks-cluster-control-plane', title: 'EKS Cluster Control Plane' };
const vpc = { id: 'modules/vpc/vpc-app', title: 'VPC App' };

const article = (
  number: number,
  title: string,
  area: string,
  modules: ArticleSummary['modules'] = [],
): ArticleSummary => ({ number, title, area, modules, summary: `Summary of ${title}` });

const articles = [
  article(10, 'State lock stuck after CI timeout', 'terraform-aws'),
  article(20, 'Terragrunt dependency outputs missing', 'terragrunt'),
  article(30, 'Nodes not joining the cluster', 'library', [eks, vpc]),
  article(40, 'Private endpoint of the control plane', 'library', [eks]),
];
const none = { query: '', area: '', module: '' };

describe('filterArticles', () => {
  it('matches every word of the query in title, summary or module name, case-insensitively', () => {
    expect(filterArticles(articles, { ...none, query: 'STATE lock' }).map((a) => a.number)).toEqual(
      [10],
    );
    expect(filterArticles(articles, { ...none, query: 'state nodes' })).toEqual([]);
    expect(filterArticles(articles, { ...none, query: 'vpc app' }).map((a) => a.number)).toEqual([
      30,
    ]);
  });

  it('narrows by area, by module and by thread number, and combines them', () => {
    expect(filterArticles(articles, { ...none, area: 'terragrunt' }).map((a) => a.number)).toEqual([
      20,
    ]);
    expect(filterArticles(articles, { ...none, module: eks.id }).map((a) => a.number)).toEqual([
      30, 40,
    ]);
    expect(
      filterArticles(articles, { ...none, module: eks.id, query: 'private' }).map((a) => a.number),
    ).toEqual([40]);
    expect(filterArticles(articles, { ...none, area: 'terragrunt', module: eks.id })).toEqual([]);
    expect(filterArticles(articles, { ...none, query: '#30' }).map((a) => a.number)).toEqual([30]);
  });
});

describe('moduleCounts and areaCounts', () => {
  it('counts the articles per module, listed by title', () => {
    expect(moduleCounts(articles)).toEqual([
      { ...eks, count: 2 },
      { ...vpc, count: 1 },
    ]);
  });

  it('counts the articles per area', () => {
    expect(Object.fromEntries(areaCounts(articles))).toEqual({
      'terraform-aws': 1,
      terragrunt: 1,
      library: 2,
    });
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
