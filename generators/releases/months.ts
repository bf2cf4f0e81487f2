/** Month arithmetic for the release-notes family (UTC, YYYY-MM keys). */

export const firstMonth = '2016-06';
export const lastMonth = '2023-08';

/** Every YYYY-MM from first to last inclusive. */
export function monthRange(first: string, last: string): string[] {
  const months: string[] = [];
  let [year, month] = first.split('-').map(Number) as [number, number];
  const [endYear, endMonth] = last.split('-').map(Number) as [number, number];
  while (year < endYear || (year === endYear && month <= endMonth)) {
    months.push(`${year}-${String(month).padStart(2, '0')}`);
    month += 1;
    if (month === 13) {
      year += 1;
      month = 1;
    }
  }
  return months;
}

const monthNames = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "August 2023" for "2023-08". */
export function monthLabel(key: string): string {
  return monthNames.format(new Date(`${key}-01T00:00:00Z`));
}
