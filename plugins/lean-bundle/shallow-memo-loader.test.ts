import { readFileSync } from 'node:fs';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { contacts } from './contacts';

const contact = contacts.find((item) => item.id === 'react-utils');
const reactUtilsPattern = contact?.kind === 'loader' ? contact.pattern : /^$/;

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the loader is CommonJS for Rspack
const { patchShallowMemo } = require('./shallow-memo-loader.cjs') as {
  patchShallowMemo: (source: string, file?: string) => string;
};

// Not exported by the package, so read from its folder.
const installed = path.resolve('node_modules/@docusaurus/theme-common/lib/utils/reactUtils.js');

describe('shallow-memo loader', () => {
  it('applies to the installed theme-common and leaves no collator in useShallowMemoObject', () => {
    expect(reactUtilsPattern.test(installed)).toBe(true);
    const source = readFileSync(installed, 'utf8');
    expect(source).toContain('localeCompare');
    const patched = patchShallowMemo(source);
    const hook = patched.slice(patched.indexOf('export function useShallowMemoObject'));
    expect(hook.slice(0, hook.indexOf('\n}'))).not.toContain('localeCompare');
    expect(patched.length - source.length).toBeLessThan(40);
  });

  it('sorts the keys by code unit', () => {
    const deps = [['subtree'], ['attributes'], ['childList'], ['characterData']];
    runInNewContext(patchShallowMemo('deps.sort((a, b) => a[0].localeCompare(b[0]));'), { deps });
    expect(deps.flat()).toEqual(['attributes', 'characterData', 'childList', 'subtree']);
  });

  it('fails when theme-common changed the code it replaces', () => {
    expect(() => patchShallowMemo('export const x = 1;', 'reactUtils.js')).toThrow(
      /reactUtils\.js: shallow-memo-loader cannot find/,
    );
  });
});
