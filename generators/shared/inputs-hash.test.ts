import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { inputsHash } from './inputs-hash';

describe('inputsHash', () => {
  it('changes when a file, a file name or the extra input changes, and only then', async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'inputs-hash-'));
    const data = path.join(root, 'data');
    await mkdir(path.join(data, 'nested'), { recursive: true });
    await writeFile(path.join(data, 'nested', 'a.yml'), 'a: 1');
    await writeFile(path.join(root, 'brand.ts'), 'export {}');
    const inputs = [data, path.join(root, 'brand.ts'), path.join(root, 'missing')];

    const first = await inputsHash(inputs, 'https://example.com');
    expect(await inputsHash(inputs, 'https://example.com')).toBe(first);
    expect(await inputsHash(inputs, 'https://other.example.com')).not.toBe(first);

    await writeFile(path.join(data, 'nested', 'a.yml'), 'a: 2');
    const edited = await inputsHash(inputs, 'https://example.com');
    expect(edited).not.toBe(first);

    await writeFile(path.join(data, 'b.yml'), '');
    expect(await inputsHash(inputs, 'https://example.com')).not.toBe(edited);
  });
});
