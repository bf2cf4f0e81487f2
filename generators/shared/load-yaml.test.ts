import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { listYamlFiles, maxDataFileBytes, readYaml } from './load-yaml';

function folder(files: Record<string, string | Buffer>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'load-yaml-'));
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), content);
  }
  return dir;
}

describe('data file loading', () => {
  it('lists .yml files and ignores dot files', async () => {
    const dir = folder({ 'a.yml': 'x: 1\n', '.DS_Store': '' });
    expect((await listYamlFiles(dir)).map((file) => path.basename(file))).toEqual(['a.yml']);
  });

  it('refuses a file it would otherwise skip, naming it', async () => {
    const dir = folder({ 'a.yml': 'x: 1\n', '102.yaml': 'x: 1\n' });
    await expect(listYamlFiles(dir)).rejects.toThrow(
      '102.yaml: only .yml data files belong here (rename .yaml to .yml)',
    );
  });

  it('refuses a file in a subfolder of a flat family', async () => {
    const dir = folder({ '102.yml': 'x: 1\n', 'old/102.yml': 'x: 2\n' });
    await expect(listYamlFiles(dir, { flat: true })).rejects.toThrow(
      `${path.join('old', '102.yml')}: data files of this family sit directly in`,
    );
    expect(await listYamlFiles(dir)).toHaveLength(2);
  });

  it('refuses bytes that are not UTF-8 instead of turning them into U+FFFD', async () => {
    const dir = folder({ 'a.yml': Buffer.from([0x78, 0x3a, 0x20, 0xff, 0xfe, 0x0a]) });
    await expect(readYaml(path.join(dir, 'a.yml'))).rejects.toThrow(
      /a\.yml:\n {2}\(file\): is not valid UTF-8/,
    );
  });

  it('refuses an empty file and one over the size limit', async () => {
    const dir = folder({ 'empty.yml': '', 'big.yml': `x: "${'a'.repeat(maxDataFileBytes)}"\n` });
    await expect(readYaml(path.join(dir, 'empty.yml'))).rejects.toThrow('(file): is empty');
    await expect(readYaml(path.join(dir, 'big.yml'))).rejects.toThrow(
      '-byte limit for a data file',
    );
  });

  it('refuses a symbolic link, which the listing would otherwise skip unread', async () => {
    const dir = folder({ 'a.yml': 'x: 1\n' });
    symlinkSync(path.join(dir, 'a.yml'), path.join(dir, 'b.yml'));
    await expect(listYamlFiles(dir)).rejects.toThrow(
      'b.yml: is a symbolic link; put the data file itself here',
    );
  });

  it('refuses a tag the parser does not know, naming the file', async () => {
    const dir = folder({ 'a.yml': 'x: !!js/function "function () {}"\n' });
    await expect(readYaml(path.join(dir, 'a.yml'))).rejects.toThrow(
      /a\.yml:\n {2}YAML: Unresolved tag: tag:yaml\.org,2002:js\/function at line 1, column 4$/,
    );
  });

  it('refuses a control character in any text, naming its field', async () => {
    const dir = folder({ 'a.yml': 'items:\n  - label: "a\\0b"\n  - label: "tab\\tis fine"\n' });
    await expect(readYaml(path.join(dir, 'a.yml'))).rejects.toThrow(
      /a\.yml:\n {2}items\.0\.label: holds the control character U\+0000; remove it$/,
    );
  });
});
