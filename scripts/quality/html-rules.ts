/** The rules built pages are held to; every exception says why. */
import type { ConfigData } from 'html-validate';

export const htmlValidateConfig: ConfigData = {
  extends: ['html-validate:standard', 'html-validate:document'],
  rules: {
    // Subresource integrity matters for files from other hosts; every script here is same-origin.
    'require-sri': ['error', { target: 'crossorigin' }],
  },
};

/**
 * parse5 error codes that are not defects of the page. The HTML minifier writes shell text such
 * as `>&2;` with a bare ampersand; the spec flags `&2;` as an unknown character reference yet
 * defines its result as the literal text, so every browser shows exactly what the source says.
 */
export const ignoredParseErrors = new Set<string>(['unknown-named-character-reference']);

/**
 * Traces React leaves when a lazy component suspends while a page is rendered on the server: the
 * content goes into a hidden segment that an inline script moves into place, which breaks the
 * page without JavaScript and adds inline scripts the CSP must hash. Any of them fails the gate.
 */
export const streamedSuspenseMarkers = ['<div hidden id=S:', '<div hidden id="S:', '$RC('];
