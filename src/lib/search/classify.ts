/** Decides the search facets of a page from its URL path. */

/** Kinds of page, recorded as the search index's `type` filter. */
export type PageType =
  | 'docs'
  | 'guide'
  | 'faq'
  | 'reference-module'
  | 'reference-service'
  | 'knowledge-base'
  | 'release-notes'
  | 'page';

export const pageTypeLabels: Record<PageType, string> = {
  docs: 'Product docs',
  guide: 'Guides',
  faq: 'FAQ',
  'reference-module': 'Modules',
  'reference-service': 'Services',
  'knowledge-base': 'Knowledge base',
  'release-notes': 'Release notes',
  page: 'Pages',
};

const sectionBySegment: Record<string, string> = {
  intro: 'Intro',
  foundations: 'DevOps Foundations',
  library: 'Library',
  reference: 'Library Reference',
  pipelines: 'Pipelines',
  patcher: 'Patcher',
  refarch: 'Reference Architecture',
  'ecs-deploy-runner': 'ECS Deploy Runner',
  'landing-zone': 'Landing Zone',
  'developer-portal': 'Developer Portal',
  guides: 'Guides',
  faq: 'FAQ',
  discussions: 'Knowledge Base',
};

/** Page type and section label of a site path such as /reference/modules/terraform-aws-vpc/vpc-app. */
export function classifyPath(pathname: string): { type: PageType; section: string } {
  const path = pathname.replace(/\/+$/, '') || '/';
  const first = path.split('/')[1] ?? '';
  const section = sectionBySegment[first] ?? 'General';
  if (path.startsWith('/reference/modules/')) return { type: 'reference-module', section };
  if (path.startsWith('/reference/services/')) return { type: 'reference-service', section };
  if (path.startsWith('/discussions/knowledge-base')) return { type: 'knowledge-base', section };
  if (path.startsWith('/guides/stay-up-to-date/releases')) {
    return { type: 'release-notes', section: 'Release Notes' };
  }
  if (first === 'guides') return { type: 'guide', section };
  if (first === 'faq') return { type: 'faq', section };
  if (first in sectionBySegment) return { type: 'docs', section };
  return { type: 'page', section };
}
