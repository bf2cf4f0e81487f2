import { describe, expect, it } from 'vitest';
import { nextSearch } from './queryString';

describe('nextSearch', () => {
  it('sets, removes and resets the page on other changes', () => {
    expect(nextSearch('?q=vpc&page=3', { label: 'eks' })).toBe('?q=vpc&label=eks');
    expect(nextSearch('?q=vpc&page=3', { page: '4' })).toBe('?q=vpc&page=4');
    expect(nextSearch('?q=vpc', { q: '' })).toBe('');
  });
});
