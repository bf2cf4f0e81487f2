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

/** One self-hosted font file and the @font-face that serves it. */
export type SelfHostedFace = {
  family: string;
  /** Weight range of the variable font, e.g. `100 900`. */
  weight: string;
  unicodeRange: string;
  /** Public URL of the file (content-hashed name). */
  href: string;
  /** Fetch it with the page: the faces the first screen needs. */
  preload: boolean;
};

/**
 * @font-face rules with `font-display: optional`: a face that is not there by first paint is
 * skipped for that visit instead of swapped in later, which moved the home page's hero text
 * and buttons (layout shift 0.18). Preloading keeps the body and code faces in time on most
 * connections.
 */
export function fontFaceCss(faces: readonly SelfHostedFace[]): string {
  return faces
    .map(
      (face) =>
        `@font-face{font-family:${JSON.stringify(face.family)};font-style:normal;` +
        `font-display:optional;font-weight:${face.weight};` +
        `src:url(${JSON.stringify(face.href)}) format("woff2-variations");` +
        `unicode-range:${face.unicodeRange}}`,
    )
    .join('');
}

/** Preload links (unless a provider font replaces ours) and the @font-face rules. */
export function selfHostedFontTags(
  faces: readonly SelfHostedFace[],
  { preload }: { preload: boolean },
): HtmlTagObject[] {
  const preloads: HtmlTagObject[] = faces
    .filter((face) => preload && face.preload)
    .map((face) => ({
      tagName: 'link',
      attributes: {
        rel: 'preload',
        href: face.href,
        as: 'font',
        type: 'font/woff2',
        crossorigin: 'anonymous',
      },
    }));
  return [...preloads, { tagName: 'style', attributes: {}, innerHTML: fontFaceCss(faces) }];
}
