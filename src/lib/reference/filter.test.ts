import { describe, expect, it } from 'vitest';
import { itemId, matches, noFilter, typeFamilies, typeFamily } from './filter';

const vpcId = { name: 'vpc_id', type: 'string' };
const tags = { name: 'custom_tags', type: 'map(string)' };

describe('reference filter', () => {
  it('shows everything without a filter', () => {
    expect(matches(vpcId, 'required', noFilter)).toBe(true);
    expect(matches({ name: 'alb_arn' }, 'output', noFilter)).toBe(true);
  });

  it('matches name words in any order and with any separator', () => {
    expect(matches(tags, 'optional', { ...noFilter, query: 'tags custom' })).toBe(true);
    expect(matches(tags, 'optional', { ...noFilter, query: 'custom-tags' })).toBe(true);
    expect(matches(tags, 'optional', { ...noFilter, query: 'vpc' })).toBe(false);
  });

  it('filters by section and by type family', () => {
    expect(matches(vpcId, 'required', { ...noFilter, section: 'required' })).toBe(true);
    expect(matches(tags, 'optional', { ...noFilter, section: 'required' })).toBe(false);
    expect(matches({ name: 'x' }, 'output', { ...noFilter, section: 'output' })).toBe(true);
    expect(matches(tags, 'optional', { ...noFilter, type: 'map' })).toBe(true);
    expect(matches(vpcId, 'required', { ...noFilter, type: 'map' })).toBe(false);
  });

  it('gives outputs an anchor of their own', () => {
    expect(itemId('vpc_id', 'required')).toBe('vpc_id');
    expect(itemId('vpc_id', 'output')).toBe('output-vpc_id');
  });

  it('reduces types to their outer constructor', () => {
    expect(typeFamily('list(object({ a = string }))')).toBe('list');
    expect(typeFamily(undefined)).toBe('');
    expect(typeFamilies(['map(string)', 'string', 'map(any)', 'bool'])).toEqual([
      'bool',
      'map',
      'string',
    ]);
  });
});
