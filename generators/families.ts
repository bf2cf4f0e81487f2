/**
 * Renders one page family from data/ (load, validate, render; nothing is written here). A module
 * of its own so the CLI can check whether anything changed before loading the Markdown and
 * schema libraries.
 */
import type { FamilyName } from './shared/output-roots';
import type { OutputFile } from './shared/types';
import { loadModules, loadServices } from './reference/load';
import { renderReferencePages } from './reference/render';
import { referencePages } from './reference/pages';
import { loadDiscussions } from './knowledge-base/load';
import { articlesByModule, renderKnowledgeBase } from './knowledge-base/render';
import { loadReleases } from './releases/load';
import { renderReleases } from './releases/render';

export async function renderFamily(
  family: FamilyName,
  dataDir: string,
  siteUrl: string,
): Promise<OutputFile[]> {
  switch (family) {
    case 'reference':
      return renderReferencePages(
        await loadModules(dataDir),
        await loadServices(dataDir),
        (await loadReleases(dataDir)).map((history) => history.data),
        articlesByModule(await loadDiscussions(dataDir)),
      );
    case 'knowledge base':
      return renderKnowledgeBase(
        await loadDiscussions(dataDir),
        referencePages(await loadModules(dataDir), await loadServices(dataDir)),
      );
    case 'release notes':
      return renderReleases(await loadReleases(dataDir), siteUrl);
  }
}
