/*
 * Extends `@theme/MDXComponents` (wrap: spreads the original map).
 * Why: MDX pages, hand-written or generated, use site components by name without importing
 * file paths, so generated MDX never depends on where a component lives.
 */
import MDXComponents from '@theme-original/MDXComponents';
import FindModule from '@site/src/components/FindModule';
import ReferenceHeader from '@site/src/components/ReferenceHeader';
import ReleaseEntry from '@site/src/components/ReleaseEntry';
import KnowledgeBaseArticle from '@site/src/components/KnowledgeBaseArticle';
import KnowledgeBaseIndex from '@site/src/components/KnowledgeBaseIndex';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';

export default {
  ...MDXComponents,
  FindModule,
  ReferenceHeader,
  ReleaseEntry,
  KnowledgeBaseArticle,
  KnowledgeBaseIndex,
  Tabs,
  TabItem,
};
