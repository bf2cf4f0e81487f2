import { getSwcJsMinimizerOptions } from '@docusaurus/faster';
import { describe, expect, it } from 'vitest';
import { minifyScript, scriptMinifierOptions } from './js-minifier';

describe('script minifier', () => {
  it('uses the options Docusaurus gives the bundler', () => {
    expect(scriptMinifierOptions).toEqual(getSwcJsMinimizerOptions());
  });

  it('minifies a chunk-shaped script, renaming locals and dropping comments', async () => {
    const chunk = `"use strict";
(self.webpackChunk = self.webpackChunk || []).push([["x"], {
  123: function (module, exports, require) {
    /* a comment */
    const longVariableName = "caf\\u00e9 \\u2713";
    exports.value = function greet(personName) { return longVariableName + personName; };
  },
}]);`;
    const output = await minifyScript('x.js', chunk);
    expect(output.length).toBeLessThan(chunk.length);
    expect(output).not.toContain('a comment');
    expect(output).not.toContain('longVariableName');
    // ascii_only: non-ASCII characters stay escaped.
    expect(/[^ -~\n\t]/.test(output)).toBe(false);
  });

  it('names the file when the script does not parse', async () => {
    await expect(minifyScript('broken.js', 'function (')).rejects.toThrow(/^broken\.js: /);
  });
});
