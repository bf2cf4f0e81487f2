/** Reads and replaces query parameters of the current page, safely across hydration. */
import { useHistory, useLocation } from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { nextSearch } from './queryString';

/**
 * The page's query parameters and a setter that replaces the URL (shareable, no history spam).
 * The static HTML has no query string, so parameters are read only once hydrated.
 */
export function useQueryParams(): [URLSearchParams, (changes: Record<string, string>) => void] {
  const location = useLocation();
  const history = useHistory();
  const isBrowser = useIsBrowser();
  const params = new URLSearchParams(isBrowser ? location.search : '');
  const update = (changes: Record<string, string>) => {
    history.replace({ search: nextSearch(location.search, changes) });
  };
  return [params, update];
}
