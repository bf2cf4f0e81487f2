/** Shapes a reference search hit into the fields of a "Find a module" card. */
import type { Hit } from '@site/src/lib/search/localIndex';
import { groupFromPath, type LibraryCard } from '@site/src/lib/search/algoliaLibrary';

function stripTags(html: string): string {
  return html.replace(/<[^>]+>/g, '');
}

/** Name from the title, group from meta or the URL, description from meta or the excerpt. */
export function describeReferenceHit(hit: Hit): LibraryCard {
  const meta = hit.meta as Hit['meta'] & { group?: string; description?: string };
  return {
    id: hit.id,
    url: hit.url,
    name: meta.title ?? hit.url.split('/').pop() ?? hit.url,
    group: meta.group ?? groupFromPath(hit.url),
    description: meta.description ?? stripTags(hit.excerpt),
  };
}
