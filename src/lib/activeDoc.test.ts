import { describe, expect, it } from 'vitest';
import { findActiveDoc, normalizeDocPath } from './activeDoc';

const docs = [
  { id: 'intro', path: '/intro/overview', sidebar: 'intro' },
  { id: 'vpc', path: '/reference/modules/terraform-aws-vpc/vpc-app', sidebar: 'libraryReference' },
  { id: 'home', path: '/', sidebar: undefined },
  { id: 'duplicate', path: '/intro/overview', sidebar: 'other' },
];

describe('findActiveDoc', () => {
  it('finds the doc of a pathname, ignoring case and a trailing slash like react-router', () => {
    expect(findActiveDoc(docs, '/reference/modules/terraform-aws-vpc/vpc-app')?.id).toBe('vpc');
    expect(findActiveDoc(docs, '/Intro/Overview/')?.id).toBe('intro');
    expect(findActiveDoc(docs, '/')?.id).toBe('home');
  });

  it('returns undefined for pages that are not docs, and for prefixes of doc paths', () => {
    expect(findActiveDoc(docs, '/tags/vpc')).toBeUndefined();
    expect(findActiveDoc(docs, '/intro')).toBeUndefined();
  });

  it('keeps the first of two docs with the same path, like a linear search', () => {
    expect(findActiveDoc(docs, '/intro/overview')?.sidebar).toBe('intro');
  });
});

describe('normalizeDocPath', () => {
  it('keeps the root and trims trailing slashes elsewhere', () => {
    expect(normalizeDocPath('/')).toBe('/');
    expect(normalizeDocPath('/A/b//')).toBe('/a/b');
  });
});
