/** Shapes a reference search hit into the fields of a "Find a module" card. */
import type { Hit } from '@site/src/lib/search/pagefind';

export type ModuleCard = { name: string; group: string; description: string };

function stripTags(html: string): string {
  return html.replace(/<[^>]+>/g, '');
}

/** Name from the title, group from meta or the URL, description from meta or the excerpt. */
export function describeReferenceHit(hit: Hit): ModuleCard {
  const meta = hit.meta as Hit['meta'] & { group?: string; description?: string };
  const [, , kind, group = ''] = hit.url.split('/');
  const fallbackGroup = kind === 'services' ? `Service · ${group}` : group;
  return {
    name: meta.title ?? hit.url.split('/').pop() ?? hit.url,
    group: meta.group ?? fallbackGroup,
    description: meta.description ?? stripTags(hit.excerpt),
  };
}
