/**
 * The JavaScript minifier of `npm run build`: @swc/core with the options Docusaurus gives
 * Rspack's minimizer (@docusaurus/faster `getSwcJsMinimizerOptions`; the unit test keeps the two
 * equal). Runs after the build on the emitted chunks (see minify-scripts.ts).
 */
import { minify } from '@swc/core';

export const scriptMinifierOptions = {
  ecma: 2020,
  compress: { ecma: 5 },
  module: true,
  mangle: true,
  safari10: true,
  format: { ecma: 5, comments: false, ascii_only: true },
} as const;

/** Minified `code`; throws naming the file when the minifier cannot parse it. */
export async function minifyScript(file: string, code: string): Promise<string> {
  try {
    const result = await minify(code, scriptMinifierOptions);
    return result.code;
  } catch (error) {
    throw new Error(`${file}: JavaScript minification failed: ${String(error)}`, {
      cause: error,
    });
  }
}
