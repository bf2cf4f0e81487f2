/**
 * What the doc navbar items need, found without the docs plugin's `useActiveDocContext`, which
 * tests the pathname against every doc path (path-to-regexp) and ran once per hook per navbar
 * item: ~850 patterns per item on every page, in the browser and for each of the ~1,100 pages
 * the static build renders. Same answers, same errors as `useLayoutDocsSidebar` and
 * `useLayoutDoc` (plugin-content-docs), with the active doc read from the matched route.
 */
import { useMemo } from 'react';
import { useLocation } from '@docusaurus/router';
import {
  useActiveVersion,
  useDocsPreferredVersion,
  useLatestVersion,
} from '@docusaurus/plugin-content-docs/client';
import routes from '@generated/routes';
import { matchRoutes } from 'react-router-config';

/**
 * The page the current URL shows, if a route matches it exactly: its path and, for a doc, the
 * sidebar name the docs plugin puts on the doc's route. Read from the route tree (indexed
 * lookup), not from the docs plugin's global data, which lists only the docs the navbar links
 * to (plugins/lean-bundle/globaldata-loader.cjs). In the browser the page's route section is in
 * the tree before anything renders (plugins/lean-bundle/client/preload.ts).
 */
// The docs plugin's signature; the site has one docs instance, so the plugin id changes nothing.
// eslint-disable-next-line @typescript-eslint/no-unused-vars
export function useActiveDocContext(docsPluginId?: string): {
  activeDoc: { path: string; sidebar?: string } | undefined;
} {
  const { pathname } = useLocation();
  const branch = matchRoutes(routes, pathname);
  const page = branch[branch.length - 1]?.route;
  if (!page?.exact || typeof page.path !== 'string') return { activeDoc: undefined };
  return { activeDoc: { path: page.path, sidebar: page.sidebar as string | undefined } };
}

/** Active, preferred and latest version, without duplicates (the plugin's candidate order). */
function useVersionCandidates(docsPluginId: string | undefined) {
  const activeVersion = useActiveVersion(docsPluginId);
  const { preferredVersion } = useDocsPreferredVersion(docsPluginId);
  const latestVersion = useLatestVersion(docsPluginId);
  return useMemo(
    () => [...new Set([activeVersion, preferredVersion, latestVersion])].filter((v) => v != null),
    [activeVersion, preferredVersion, latestVersion],
  );
}

/** The sidebar a navbar item links to; throws when no candidate version has it. */
export function useLayoutDocsSidebar(sidebarId: string, docsPluginId: string | undefined) {
  const versions = useVersionCandidates(docsPluginId);
  return useMemo(() => {
    const all = versions.flatMap((version) => Object.entries(version.sidebars ?? {}));
    const entry = all.find(([id]) => id === sidebarId);
    if (!entry) {
      throw new Error(
        `Can't find any sidebar with id "${sidebarId}" in versions ${versions.map((v) => v.name).join(', ')}. Available sidebar ids are:\n- ${all.map(([id]) => id).join('\n- ')}`,
      );
    }
    return entry[1];
  }, [sidebarId, versions]);
}

/** The doc a navbar item links to; null for a draft, throws when no version has it. */
export function useLayoutDoc(docId: string, docsPluginId: string | undefined) {
  const versions = useVersionCandidates(docsPluginId);
  return useMemo(() => {
    const doc = versions.flatMap((version) => version.docs).find((d) => d.id === docId);
    if (doc) return doc;
    if (versions.some((version) => version.draftIds.includes(docId))) return null;
    throw new Error(
      `Couldn't find any doc with id "${docId}" in versions ${versions.map((v) => v.name).join(', ')}.`,
    );
  }, [docId, versions]);
}
