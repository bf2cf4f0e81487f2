/**
 * Rspack loader for @docusaurus/utils-common's `lib/index.js`, which Link and the theme import in
 * every page. It is CommonJS and requires all of tslib (3.7 KiB gzip in main.js, none of it
 * shaken off) for one helper, `__importDefault`. The patch defines that helper inline, as tslib
 * does. The loader fails the build if the require is not found exactly once or if the module
 * uses any other tslib helper (a utils-common update must be looked at again).
 */
// @ts-check
'use strict';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- Rspack loads loaders as CommonJS
const { replaceOnce } = require('./replace-once.cjs');

const original = 'const tslib_1 = require("tslib");';
const replacement =
  'const tslib_1 = { __importDefault: (mod) => (mod && mod.__esModule ? mod : { default: mod }) };';

/**
 * @param {string} source
 * @param {string} [file]
 */
function inlineTslib(source, file = 'utils-common/lib/index.js') {
  const message = `${file}: utils-common-loader expects one tslib require used only for __importDefault; update plugins/lean-bundle/utils-common-loader.cjs for this @docusaurus/utils-common version`;
  const helpers = new Set([...source.matchAll(/tslib_1\.(\w+)/g)].map((match) => match[1]));
  if (helpers.size !== 1 || !helpers.has('__importDefault')) throw new Error(message);
  return replaceOnce(source, original, replacement, message);
}

/**
 * @this {import('./loader-types').LoaderContext}
 * @param {string} source
 */
module.exports = function utilsCommonLoader(source) {
  return inlineTslib(source, this.resourcePath);
};
module.exports.inlineTslib = inlineTslib;
