/**
 * Docusaurus plugin that keeps two large, rarely needed pieces out of the JavaScript every page
 * loads first:
 * - the title and description of every doc in the docs version metadata (see loader.cjs);
 * - the Prism highlighter, which the classic theme registers from a client module (so it lands
 *   in the main bundle of every page, code or not). The client module is replaced by an empty
 *   one and `src/theme/CodeBlock` brings Prism with the site's languages along with the block.
 */
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

/** Route-prop JSON files the docs plugin writes, one folder per plugin instance. */
export const propFilePattern =
  /[\\/]docusaurus-plugin-content-docs[\\/][^\\/]+[\\/]p[\\/][^\\/]+\.json$/;

/** The classic theme's client module that imports Prism at start-up. */
export const prismClientModulePattern = /theme-classic[\\/]lib[\\/]prism-include-languages(\.js)?$/;

export default function leanBundlePlugin(): Plugin {
  return {
    name: 'lean-bundle',
    configureWebpack(_config, isServer, { currentBundler }) {
      return {
        // `npm run analyze` builds with source maps to attribute every byte of a bundle.
        ...(process.env.BUNDLE_SOURCEMAPS && !isServer ? { devtool: 'source-map' } : {}),
        module: {
          rules: [{ test: propFilePattern, use: [{ loader: path.join(__dirname, 'loader.cjs') }] }],
        },
        plugins: [
          new currentBundler.instance.NormalModuleReplacementPlugin(
            prismClientModulePattern,
            path.join(__dirname, 'empty-client-module.js'),
          ),
        ],
      };
    },
  };
}
