/**
 * Renders one page family from data/ (load, validate, render; nothing is written here). A module
 * of its own so the CLI can check whether anything changed before loading the Markdown and
 * schema libraries.
 */
import type { FamilyName } from './shared/output-roots';
import type { OutputFile } from './shared/types';
import type { SiteData } from './data';
import { renderReferencePages } from './reference/render';
import { referencePages } from './reference/pages';
import { renderReferenceFacts } from './reference/facts-json';
import { articlesByModule, renderKnowledgeBase } from './knowledge-base/render';
import { renderReleases } from './releases/render';

export async function renderFamily(
  family: FamilyName,
  data: SiteData,
  siteUrl: string,
): Promise<OutputFile[]> {
  switch (family) {
    case 'reference': {
      const [modules, services] = [await data.modules(), await data.services()];
      const releases = await data.releases();
      return [
        ...renderReferencePages(
          modules,
          services,
          releases,
          articlesByModule(await data.discussions()),
        ),
        ...renderReferenceFacts(modules, services, releases, siteUrl),
      ];
    }
    case 'knowledge base':
      return renderKnowledgeBase(
        await data.discussions(),
        referencePages(await data.modules(), await data.services()),
      );
    case 'release notes':
      return renderReleases(await data.releases(), siteUrl);
  }
}
