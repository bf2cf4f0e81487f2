import { describe, expect, it } from 'vitest';
import { formatLongDate, formatMediumDate, formatShortDate } from './dates';

describe('dates', () => {
  it('formats in UTC whatever the local time zone', () => {
    expect(formatLongDate('2021-05-04T23:30:00Z')).toBe('May 4, 2021');
    expect(formatShortDate('2016-06-01')).toBe('6/1/2016');
  });

  it('writes dates exactly as Intl does in English', () => {
    const intl = new Intl.DateTimeFormat('en-US', {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      timeZone: 'UTC',
    });
    // The first of every month over a few years, plus month ends and a leap day.
    const days = ['2016-02-29', '2023-12-31T23:59:59Z', '2020-01-31'];
    for (let month = 0; month < 36; month += 1) {
      days.push(new Date(Date.UTC(2019, month, 1)).toISOString());
    }
    const medium = new Intl.DateTimeFormat('en', {
      calendar: 'gregory',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
    for (const day of days) {
      expect(formatLongDate(day), day).toBe(intl.format(new Date(day)));
      expect(formatMediumDate(day), day).toBe(medium.format(new Date(day)));
    }
  });
});
