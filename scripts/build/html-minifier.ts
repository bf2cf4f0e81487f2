/**
 * The HTML minifier of `npm run build`: @swc/html with the options Docusaurus's static renderer
 * passes it (@docusaurus/bundler `getSwcMinifier`), called directly because that wrapper loads
 * @swc/html through a dynamic import that tsx's loader resolves to nothing. The unit test
 * compares both on a built-page-shaped document so the options cannot drift apart unnoticed.
 */
import { minify, type Options } from '@swc/html';

/** Each `false`/'none' keeps something React's hydration compares (comments, classes, attributes). */
export const minifierOptions: Options = {
  removeComments: false,
  preserveComments: [],
  tagOmission: 'keep-head-and-body',
  sortSpaceSeparatedAttributeValues: false,
  sortAttributes: false,
  normalizeAttributes: false,
  removeEmptyAttributes: false,
  removeRedundantAttributes: 'none',
  minifyJs: true,
  minifyJson: true,
  minifyCss: true,
};

/** Minified `html`; diagnostics are printed with the page's name, as the renderer does. */
export async function minifyPage(file: string, html: Buffer): Promise<string> {
  try {
    const result = await minify(html, minifierOptions);
    for (const diagnostic of result.errors ?? []) {
      console.warn(`[minify] ${file}: ${diagnostic.level}: ${diagnostic.message}`);
    }
    return result.code;
  } catch (error) {
    throw new Error(`${file}: HTML minification failed: ${(error as Error).message}`, {
      cause: error,
    });
  }
}
