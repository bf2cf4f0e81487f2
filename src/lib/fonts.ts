/** Decides which font head tags the site needs: none when self-hosted, provider tags otherwise. */
import type { HtmlTagObject } from '@docusaurus/types';

export type FontOptions = {
  /** A provider stylesheet (e.g. a Google Fonts CSS URL); undefined means self-hosted fonts. */
  stylesheetUrl: string | undefined;
  /** Family name the provider stylesheet declares. */
  family: string;
};

/** Head tags for the chosen font source; the stylesheet itself goes in `stylesheets`. */
export function fontHeadTags({ stylesheetUrl, family }: FontOptions): HtmlTagObject[] {
  if (!stylesheetUrl) return [];
  const origin = new URL(stylesheetUrl).origin;
  return [
    { tagName: 'link', attributes: { rel: 'preconnect', href: origin, crossorigin: 'anonymous' } },
    {
      tagName: 'style',
      attributes: {},
      innerHTML: `:root{--site-font-family:${JSON.stringify(family)};}`,
    },
  ];
}
