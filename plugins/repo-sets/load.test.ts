import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { loadRepoSets } from './load';

function dataFile(content: string): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'repo-sets-')), 'github-repos.yml');
  writeFileSync(file, content);
  return file;
}

const notFound = () =>
  Promise.reject(Object.assign(new Error('nope'), { code: 'ERR_MODULE_NOT_FOUND' }));

describe('loadRepoSets', () => {
  it('falls back to the data file and logs one message when the module is absent', async () => {
    const log = vi.fn();
    const sets = await loadRepoSets({
      dataFile: dataFile('public: [Terragrunt, cloud-nuke]\ncis: []\nenterprise: []\n'),
      moduleName: '@gruntwork-io/repo-sets',
      importModule: notFound,
      log,
    });
    expect(sets).toEqual({ public: ['cloud-nuke', 'terragrunt'], cis: [], enterprise: [] });
    expect(log).toHaveBeenCalledOnce();
    expect(log.mock.calls[0]?.[0]).toContain('@gruntwork-io/repo-sets');
  });

  it('merges the lists of an installed module with the data file', async () => {
    const log = vi.fn();
    const sets = await loadRepoSets({
      dataFile: dataFile('public: []\ncis: [repo-a]\nenterprise: []\n'),
      moduleName: 'sets',
      importModule: () => Promise.resolve({ default: { cis: ['repo-b'], enterprise: ['repo-c'] } }),
      log,
    });
    expect(sets).toEqual({ public: [], cis: ['repo-a', 'repo-b'], enterprise: ['repo-c'] });
    expect(log).not.toHaveBeenCalled();
  });

  it('names the file and field of a malformed entry', async () => {
    const file = dataFile('public: [ok, "not/a-name"]\ncis: []\nenterprise: []\n');
    await expect(
      loadRepoSets({ dataFile: file, moduleName: 'x', importModule: notFound, log: vi.fn() }),
    ).rejects.toThrow(
      `Invalid repository sets in ${file}:\n  public.1: must be a bare repository name`,
    );
  });

  it('rejects unknown keys in the data file', async () => {
    const file = dataFile('public: []\ncis: []\nenterprise: []\nextra: []\n');
    await expect(
      loadRepoSets({ dataFile: file, moduleName: 'x', importModule: notFound, log: vi.fn() }),
    ).rejects.toThrow(/Invalid repository sets in .*github-repos.yml/);
  });

  it('does not hide other failures of the module', async () => {
    const file = dataFile('public: []\ncis: []\nenterprise: []\n');
    await expect(
      loadRepoSets({
        dataFile: file,
        moduleName: 'x',
        importModule: () => Promise.reject(new Error('boom')),
        log: vi.fn(),
      }),
    ).rejects.toThrow('boom');
  });
});
