/** The site URL the renderers link to (facts files, feeds): SITE_URL, else the brand's. */
import { brand } from '../../src/lib/brand';

export function siteUrlFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  return env.SITE_URL?.trim() || brand.siteUrl;
}
