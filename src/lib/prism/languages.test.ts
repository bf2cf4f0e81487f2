import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { additionalLanguages } from './languages';

describe('additional Prism languages', () => {
  it('are exactly the ones ./register loads, in the same order', () => {
    const register = readFileSync(path.join(__dirname, 'register.ts'), 'utf8');
    const loaded = [...register.matchAll(/prismjs\/components\/prism-([a-z]+)'/g)].map((m) => m[1]);
    expect(loaded).toEqual(additionalLanguages);
  });
});
