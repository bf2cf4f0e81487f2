import { useLocation } from '@docusaurus/router';
import { useActiveVersion } from '@docusaurus/plugin-content-docs/client';
import { findActiveDoc } from '@site/src/lib/activeDoc';

/** The doc the current page shows (same answer as the plugin's useActiveDocContext, cheaper). */
export function useActiveDoc(docsPluginId: string | undefined) {
  const { pathname } = useLocation();
  const version = useActiveVersion(docsPluginId);
  return version ? findActiveDoc(version.docs, pathname) : undefined;
}
