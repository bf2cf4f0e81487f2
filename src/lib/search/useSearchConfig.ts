/** The search backend the build was configured with (customFields.search in docusaurus.config.ts). */
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type { SearchConfig } from './config';

/** Undefined only where the site config lacks the field (component tests with a bare stub). */
export function useSearchConfig(): SearchConfig | undefined {
  const { siteConfig } = useDocusaurusContext();
  return siteConfig.customFields?.search as SearchConfig | undefined;
}
