/**
 * Date formatting shared by generated pages, fixed to UTC so server and browser agree. English
 * month names are spelled out here rather than with Intl.DateTimeFormat: building a formatter
 * loads locale data, ~60 ms of a throttled phone's start-up on every page that imports this.
 */

const months = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** "May 4, 2021" from an ISO date or date-time (en-US long form). */
export function formatLongDate(iso: string): string {
  const date = new Date(iso);
  return `${months[date.getUTCMonth()] ?? ''} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/** "May 4, 2021" with the month cut to three letters ("Sep", as Intl writes it in English). */
export function formatMediumDate(iso: string): string {
  const date = new Date(iso);
  const month = (months[date.getUTCMonth()] ?? '').slice(0, 3);
  return `${month} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/** "5/4/2021" (M/D/YYYY) from an ISO date or date-time. */
export function formatShortDate(iso: string): string {
  const date = new Date(iso);
  return `${date.getUTCMonth() + 1}/${date.getUTCDate()}/${date.getUTCFullYear()}`;
}
