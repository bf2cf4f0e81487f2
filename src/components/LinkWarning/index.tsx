import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { usePluginData } from '@docusaurus/useGlobalData';
import {
  classifyGitHubLink,
  isModifiedClick,
  warningKinds,
  type PrivateRepoLink,
  type RepoSets,
} from '@site/src/lib/githubLinks';
import { readFlag } from '@site/src/lib/storage';

// The dialog is fetched on the first warned click, so it adds nothing to first load.
const LinkWarningDialog = lazy(() => import('./LinkWarningDialog'));

/**
 * Watches every click on the page and, before a link opens a private repository of the
 * organisation, shows the subscriber warning. Mounted once from the theme Root.
 */
export default function LinkWarning(): ReactNode {
  const sets = usePluginData('repo-sets') as RepoSets;
  const [link, setLink] = useState<PrivateRepoLink | null>(null);
  const returnFocus = useRef<HTMLElement | null>(null);

  useEffect(() => {
    function onClick(event: MouseEvent): void {
      if (event.defaultPrevented || isModifiedClick(event)) return;
      const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(anchor instanceof HTMLAnchorElement)) return;
      const found = classifyGitHubLink(anchor.href, sets);
      if (!found || readFlag(warningKinds[found.kind].storageKey)) return;
      event.preventDefault();
      returnFocus.current = anchor;
      setLink(found);
    }
    document.addEventListener('click', onClick, true);
    return () => {
      document.removeEventListener('click', onClick, true);
    };
  }, [sets]);

  const close = useCallback(() => {
    setLink(null);
  }, []);

  // Runs after the dialog has unmounted (and the browser has closed it), so focus lands on
  // the link the reader came from rather than where the closing dialog would put it.
  useEffect(() => {
    if (link || !returnFocus.current) return;
    returnFocus.current.focus();
    returnFocus.current = null;
  }, [link]);

  if (!link) return null;
  return (
    <Suspense fallback={null}>
      <LinkWarningDialog link={link} onClose={close} />
    </Suspense>
  );
}
