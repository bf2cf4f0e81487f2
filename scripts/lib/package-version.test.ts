import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { packageVersion } from './package-version';

const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as {
  packages: Record<string, { version?: string }>;
};

describe('packageVersion', () => {
  it('reads the installed version, also of a package that does not export package.json', async () => {
    expect(await packageVersion('htmlparser2')).toBe(
      lock.packages['node_modules/htmlparser2']?.version,
    );
    expect(await packageVersion('@swc/html')).toBe(
      lock.packages['node_modules/@swc/html']?.version,
    );
  });

  it('names a package that is not installed', async () => {
    await expect(packageVersion('no-such-package-here')).rejects.toThrow(/no-such-package-here/);
  });
});
