import { describe, expect, it } from 'vitest';
import { formatLongDate, formatShortDate } from './dates';

describe('dates', () => {
  it('formats in UTC whatever the local time zone', () => {
    expect(formatLongDate('2021-05-04T23:30:00Z')).toBe('May 4, 2021');
    expect(formatShortDate('2016-06-01')).toBe('6/1/2016');
  });
});
