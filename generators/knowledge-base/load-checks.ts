/** Checks of discussions against other data: every module named has a reference page. */
import { DataError } from '../shared/errors';
import { DataErrors, type Loaded } from '../shared/load-all';
import type { Discussion } from './schema';

/** Throws every file and `modules.<i>` that points to no reference page. */
export function checkModules(
  discussions: readonly Loaded<Discussion>[],
  known: ReadonlySet<string> | ReadonlyMap<string, unknown>,
): void {
  const errors = discussions.flatMap(({ file, data }) => {
    const issues = (data.modules ?? []).flatMap((id, index) =>
      known.has(id) ? [] : [`modules.${index}: ${id} is not a module or service of the reference`],
    );
    return issues.length > 0 ? [new DataError(file, issues)] : [];
  });
  if (errors.length > 0) throw new DataErrors(errors);
}
