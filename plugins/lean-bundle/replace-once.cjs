/**
 * Shared by the loaders that patch one line of a dependency: the patch applies only where the
 * line occurs exactly once, so a changed dependency stops the build instead of going unpatched.
 */
// @ts-check
'use strict';

/** `source` with `original` replaced by `replacement`; throws `message` otherwise. */
/**
 * @param {string} source
 * @param {string} original
 * @param {string} replacement
 * @param {string} message
 * @returns {string}
 */
function replaceOnce(source, original, replacement, message) {
  const at = source.indexOf(original);
  if (at === -1 || source.indexOf(original, at + 1) !== -1) throw new Error(message);
  return source.slice(0, at) + replacement + source.slice(at + original.length);
}

module.exports = { replaceOnce };
