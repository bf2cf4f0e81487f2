/** Date formatting shared by generated pages, fixed to UTC so server and browser agree. */

const longDate = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});

/** "May 4, 2021" from an ISO date or date-time. */
export function formatLongDate(iso: string): string {
  return longDate.format(new Date(iso));
}

/** "5/4/2021" (M/D/YYYY) from an ISO date or date-time. */
export function formatShortDate(iso: string): string {
  const date = new Date(iso);
  return `${date.getUTCMonth() + 1}/${date.getUTCDate()}/${date.getUTCFullYear()}`;
}
