import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatRecordErrors, writeAll } from './records';

describe('writeAll', () => {
  it('writes every file and removes the stale ones', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'write-all-'));
    writeFileSync(path.join(dir, 'old.yml'), 'x: 1\n');
    await writeAll(
      [{ file: path.join(dir, 'a.yml'), value: { a: 1 } }],
      [path.join(dir, 'old.yml')],
    );
    expect(readFileSync(path.join(dir, 'a.yml'), 'utf8')).toBe('a: 1\n');
    expect(existsSync(path.join(dir, 'old.yml'))).toBe(false);
  });

  it('changes nothing when one file cannot be written', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'write-all-'));
    writeFileSync(path.join(dir, 'a.yml'), 'a: 0\n');
    writeFileSync(path.join(dir, 'blocker'), 'a file where a folder should be');
    await expect(
      writeAll([
        { file: path.join(dir, 'a.yml'), value: { a: 1 } },
        { file: path.join(dir, 'blocker', 'b.yml'), value: { b: 1 } },
      ]),
    ).rejects.toThrow();
    expect(readFileSync(path.join(dir, 'a.yml'), 'utf8')).toBe('a: 0\n');
    expect(existsSync(path.join(dir, 'a.yml.importing'))).toBe(false);
  });

  it('formats errors with file, record and field', () => {
    expect(
      formatRecordErrors([
        { file: 'data/releases/r.yml', record: 'v1.0.1', issues: ['title: too short'] },
      ]),
    ).toBe('data/releases/r.yml (v1.0.1):\n  title: too short');
  });
});
