/**
 * Judging a literal argument against an input's declared type, and naming the closest real
 * input for a misspelt one. Pure. Only literals are judged: an expression (`var.x`,
 * `local.y`, a function call) arrives from the HCL parser as a `"${...}"` string and passes.
 * Terraform converts between strings, numbers and booleans, so only conversions it refuses
 * count as wrong.
 */

const isExpression = (value: unknown) => typeof value === 'string' && value.includes('${');

/** What a literal is, in Terraform's terms. */
function shapeOf(value: unknown): 'string' | 'number' | 'bool' | 'list' | 'object' | 'null' {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'list';
  if (typeof value === 'object') return 'object';
  if (typeof value === 'number') return 'number';
  if (typeof value === 'boolean') return 'bool';
  return 'string';
}

/**
 * Why a literal cannot be the declared type, or undefined when it can (or the type or value is
 * not one this judges: `any`, expressions, unknown type syntax).
 */
export function typeMismatch(type: string | undefined, value: unknown): string | undefined {
  if (!type || isExpression(value) || value === null) return undefined;
  const base = /^([a-z]+)/.exec(type.trim())?.[1] ?? '';
  const shape = shapeOf(value);
  const refuse = (what: string) => `is ${what}, but the input's type is ${type}`;
  const text = typeof value === 'string' ? value : '';
  switch (base) {
    case 'string':
      return shape === 'list' || shape === 'object' ? refuse(`a ${shape}`) : undefined;
    case 'number':
      if (shape === 'list' || shape === 'object' || shape === 'bool') return refuse(`a ${shape}`);
      return shape === 'string' && !/^-?\d+(\.\d+)?$/.test(text.trim())
        ? refuse('a string that is not a number')
        : undefined;
    case 'bool':
      if (shape === 'list' || shape === 'object' || shape === 'number') return refuse(`a ${shape}`);
      return shape === 'string' && !/^(true|false)$/.test(text)
        ? refuse('a string that is not true or false')
        : undefined;
    case 'list':
    case 'set':
    case 'tuple':
      return shape === 'list' ? undefined : refuse(`a ${shape}`);
    case 'map':
    case 'object':
      return shape === 'object' ? undefined : refuse(`a ${shape}`);
    default:
      return undefined;
  }
}

/** Edit distance with adjacent transpositions (optimal string alignment). */
function distance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  const at = (i: number, j: number) => rows[i]?.[j] ?? 0;
  for (let i = 1; i <= a.length; i += 1) {
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, at(i - 2, j - 2) + 1);
      const row = rows[i];
      if (row) row[j] = best;
    }
  }
  return at(a.length, b.length);
}

/**
 * The real name a misspelt one most likely meant (`iam_role_to_rbac_group_mappings` →
 * `iam_role_to_rbac_group_mapping`), or undefined when none is close: at most a third of the
 * name's letters differ.
 */
export function closestName(name: string, names: readonly string[]): string | undefined {
  let best: { name: string; distance: number } | undefined;
  for (const candidate of names) {
    const d = distance(name, candidate);
    if (!best || d < best.distance) best = { name: candidate, distance: d };
  }
  return best && best.distance <= Math.max(1, Math.floor(name.length / 3)) ? best.name : undefined;
}
