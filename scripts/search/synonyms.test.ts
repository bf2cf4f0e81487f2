import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSynonyms } from './synonyms';

async function withFile(text: string, run: (file: string) => Promise<void>): Promise<void> {
  const dir = await mkdtemp(path.join(tmpdir(), 'synonyms-'));
  const file = path.join(dir, 'search-synonyms.yml');
  await writeFile(file, text);
  try {
    await run(file);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe('loadSynonyms', () => {
  it("reads the project's list", async () => {
    const rows = await loadSynonyms();
    expect(rows).toContainEqual(['k8s', 'kubernetes']);
  });

  it('names the file and field of a bad entry', async () => {
    await withFile('- reader: K8S\n  site: kubernetes\n', async (file) => {
      await expect(loadSynonyms(file)).rejects.toThrow(
        new RegExp(`${file}[\\s\\S]*0\\.reader: lower-case words`),
      );
    });
    await withFile(
      '- reader: tg\n  site: terragrunt\n- reader: tg\n  site: terraform\n',
      async (file) => {
        await expect(loadSynonyms(file)).rejects.toThrow(/1\.reader: "tg" is listed twice/);
      },
    );
    await withFile('- reader: a b c\n  site: x\n', async (file) => {
      await expect(loadSynonyms(file)).rejects.toThrow(/0\.reader: at most two words/);
    });
  });
});
