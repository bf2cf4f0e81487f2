import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { contacts } from './contacts';

const contact = contacts.find((item) => item.id === 'utils-common');
const utilsCommonPattern = contact?.kind === 'loader' ? contact.pattern : /^$/;

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the loader is CommonJS for Rspack
const { inlineTslib } = require('./utils-common-loader.cjs') as {
  inlineTslib: (source: string, file?: string) => string;
};

const installed = createRequire(import.meta.url).resolve('@docusaurus/utils-common');

describe('utils-common loader', () => {
  it('applies to the installed utils-common, which then works without tslib', () => {
    expect(utilsCommonPattern.test(installed)).toBe(true);
    const patched = inlineTslib(readFileSync(installed, 'utf8'));
    expect(patched).not.toContain('require("tslib")');
    const folder = path.dirname(installed);
    const exports: Record<string, unknown> = {};
    runInNewContext(patched, {
      exports,
      require: (id: string) => {
        if (id === 'tslib') throw new Error('tslib required');
        return createRequire(installed)(path.join(folder, id)) as unknown;
      },
    });
    const applyTrailingSlash = exports.applyTrailingSlash as (
      path: string,
      options: { trailingSlash: boolean | undefined; baseUrl: string },
    ) => string;
    expect(applyTrailingSlash('/docs/intro', { trailingSlash: true, baseUrl: '/' })).toBe(
      '/docs/intro/',
    );
  });

  it('fails when utils-common changed the code it replaces', () => {
    expect(() => inlineTslib('export const x = 1;', 'index.js')).toThrow(
      /index\.js: utils-common-loader expects one tslib require/,
    );
    const otherHelper =
      'const tslib_1 = require("tslib");\ntslib_1.__importDefault(a);\ntslib_1.__rest(b, []);';
    expect(() => inlineTslib(otherHelper)).toThrow(/only for __importDefault/);
  });
});
