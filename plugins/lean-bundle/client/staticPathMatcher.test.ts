import { describe, expect, it } from 'vitest';
import pathToRegexp from 'path-to-regexp';
import { isStaticPath, staticPathMatcher } from './staticPathMatcher';

const paths = ['/', '/reference/modules/vpc-app', '/Tags/ALB', '/docs/', '/a.b/c-d_e~f%20g'];
const pathnames = [
  '',
  '/',
  '/reference/modules/vpc-app',
  '/reference/modules/vpc-app/',
  '/reference/modules/vpc-app//',
  '/reference/modules/VPC-app',
  '/reference/modules/vpc-app/inputs',
  '/reference/modules/vpc-apps',
  '/reference/modules',
  '/tags/alb',
  '/tags/alb/x',
  '/docs',
  '/docs/',
  '/docs/intro',
  '/docsx',
  '/a.b/c-d_e~f%20g',
  '/aXb/c-d_e~f%20g',
];
const optionSets = [
  { end: true },
  { end: false },
  { end: true, sensitive: true },
  { end: false, sensitive: true },
];

describe('staticPathMatcher', () => {
  it('matches exactly like path-to-regexp 1.x in non-strict mode', () => {
    for (const path of paths) {
      for (const options of optionSets) {
        const real = pathToRegexp(path, [], options);
        const fast = staticPathMatcher(path, [], options);
        for (const pathname of pathnames) {
          const expected = real.exec(pathname);
          expect(
            fast.exec(pathname),
            `${path} ${JSON.stringify(options)} on "${pathname}"`,
          ).toEqual(expected ? [...expected] : null);
        }
      }
    }
  });

  it('leaves parameters, groups and wildcards to path-to-regexp', () => {
    expect(isStaticPath('/reference/modules/vpc')).toBe(true);
    expect(isStaticPath('/blog/:slug')).toBe(false);
    expect(isStaticPath('/files/*')).toBe(false);
    expect(isStaticPath('/(en|de)/x')).toBe(false);
    expect(isStaticPath('/caf\u00e9')).toBe(false);
    expect(isStaticPath(['/a'])).toBe(false);
  });
});
