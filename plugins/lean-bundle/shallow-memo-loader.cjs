/**
 * Rspack loader for @docusaurus/theme-common's `utils/reactUtils.js`. Its `useShallowMemoObject`
 * (run by every code block through useCodeWordWrap's mutation observer) sorts option keys with
 * `localeCompare`, and the first `localeCompare` of a page builds an ICU collator: ~40 ms of
 * main-thread time at Lighthouse's 4x CPU slowdown, inside hydration. The keys only need a
 * stable order, so the patch compares them by code unit. The loader fails the build if the line
 * it replaces is not found exactly once (a theme-common update must be looked at again).
 */
// @ts-check
'use strict';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- Rspack loads loaders as CommonJS
const { replaceOnce } = require('./replace-once.cjs');

const original = 'deps.sort((a, b) => a[0].localeCompare(b[0]));';
const replacement = 'deps.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));';

/**
 * @param {string} source
 * @param {string} [file]
 */
function patchShallowMemo(source, file = 'reactUtils.js') {
  return replaceOnce(
    source,
    original,
    replacement,
    `${file}: shallow-memo-loader cannot find useShallowMemoObject's key sort; update plugins/lean-bundle/shallow-memo-loader.cjs for this @docusaurus/theme-common version`,
  );
}

/**
 * @this {import('./loader-types').LoaderContext}
 * @param {string} source
 */
module.exports = function shallowMemoLoader(source) {
  return patchShallowMemo(source, this.resourcePath);
};
module.exports.patchShallowMemo = patchShallowMemo;
