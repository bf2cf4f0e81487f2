import { describe, expect, it } from 'vitest';
import { compareText } from './compareText';

describe('compareText', () => {
  it('sorts ASCII slugs and names as localeCompare does when their case agrees', () => {
    const words = ['vpc-endpoints', 'eks', 'dns', 'ecs', 'aws-provider', 'Patcher', 'Library'];
    const lower = words.filter((word) => word === word.toLowerCase());
    expect([...lower].sort(compareText)).toEqual([...lower].sort((a, b) => a.localeCompare(b)));
    expect(['Patcher', 'Library', 'Pipelines'].sort(compareText)).toEqual([
      'Library',
      'Patcher',
      'Pipelines',
    ]);
  });

  it('returns 0 only for equal strings', () => {
    expect(compareText('eks', 'eks')).toBe(0);
    expect(compareText('eks', 'ecs')).toBeGreaterThan(0);
    expect(compareText('ecs', 'eks')).toBeLessThan(0);
  });
});
