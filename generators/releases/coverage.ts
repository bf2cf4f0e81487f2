/** Content rule of the release family: every month of the range has at least three releases. */
import { DataError } from '../shared/errors';
import { DataErrors } from '../shared/load-all';
import { firstMonth, lastMonth, monthRange } from './months';
import type { RepoReleases } from './schema';

export const minimumPerMonth = 3;

/** Throws a DataError listing the months below the minimum. */
export function checkMonthlyCoverage(histories: readonly RepoReleases[]): void {
  const counts = new Map<string, number>();
  for (const history of histories) {
    for (const release of history.releases) {
      const month = release.published.slice(0, 7);
      counts.set(month, (counts.get(month) ?? 0) + 1);
    }
  }
  const thin = monthRange(firstMonth, lastMonth).filter(
    (month) => (counts.get(month) ?? 0) < minimumPerMonth,
  );
  // A release outside the range is one file's mistake: name that file and release.
  const outside = histories.flatMap((history) =>
    history.releases.flatMap((release, index) => {
      const month = release.published.slice(0, 7);
      return month < firstMonth || month > lastMonth
        ? [
            new DataError(`data/releases/${history.repo}.yml`, [
              `releases.${index}.published: ${release.published} (${release.version}) is outside ${firstMonth}..${lastMonth}`,
            ]),
          ]
        : [];
    }),
  );
  if (outside.length > 0) throw new DataErrors(outside);
  // Thin months are a rule across every file.
  const issues = thin.map(
    (month) =>
      `published: ${month} has ${counts.get(month) ?? 0} releases, needs ${minimumPerMonth}`,
  );
  if (issues.length > 0) throw new DataError('data/releases/*.yml', issues);
}
