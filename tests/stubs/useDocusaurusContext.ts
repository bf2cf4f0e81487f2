/** Test stand-in for @docusaurus/useDocusaurusContext with the site's real tagline. */
import { brand } from '../../src/lib/brand';

export default function useDocusaurusContext() {
  return { siteConfig: { title: brand.siteTitle, tagline: brand.tagline } };
}
