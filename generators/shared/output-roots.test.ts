import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { familyOutputs } from './output-roots';

describe('output roots', () => {
  it('never nest, so syncing one folder cannot delete the files of another', () => {
    const roots = familyOutputs.flatMap((family) => [...family.outputRoots]);
    const nested = roots.flatMap((outer) =>
      roots
        .filter((inner) => inner !== outer && !path.relative(outer, inner).startsWith('..'))
        .map((inner) => `${inner} inside ${outer}`),
    );
    expect(nested).toEqual([]);
    expect(new Set(roots).size).toBe(roots.length);
  });
});
