import { describe, expect, it } from 'vitest';
import { compareVersions } from './versions';

describe('compareVersions', () => {
  it('orders tags by their numbers, not as text', () => {
    const tags = ['v1.0.0', 'v0.10.0', 'v0.9.12', 'v0.9.2', 'v1.0.0-beta', 'v1.2'];
    expect([...tags].sort(compareVersions)).toEqual([
      'v0.9.2',
      'v0.9.12',
      'v0.10.0',
      'v1.0.0',
      'v1.0.0-beta',
      'v1.2',
    ]);
    expect(compareVersions('v0.26.6', 'v0.26.6')).toBe(0);
  });
});
