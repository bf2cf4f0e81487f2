/** Checks across all discussions: numbers are unique and grow with the creation date. */
import type { Loaded } from '../shared/load-all';
import { DataError } from '../shared/errors';
import type { Discussion } from './schema';

/** Throws a DataError naming the first file whose number is out of order. */
export function checkNumbering(discussions: readonly Loaded<Discussion>[]): void {
  const byNumber = [...discussions].sort((a, b) => a.data.number - b.data.number);
  for (let i = 1; i < byNumber.length; i += 1) {
    const prev = byNumber[i - 1];
    const curr = byNumber[i];
    if (!prev || !curr) continue;
    if (curr.data.createdAt < prev.data.createdAt) {
      throw new DataError(curr.file, [
        `createdAt: ${curr.data.createdAt} is before discussion ${prev.data.number} (${prev.data.createdAt}); numbers must grow with age`,
      ]);
    }
  }
}
