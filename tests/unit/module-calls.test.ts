/**
 * Every HCL example of the site that calls a Gruntwork module, checked against the reference:
 * hand-written pages in docs/, the sample usage the generators write for each module, the
 * knowledge-base articles and the prose of the module and service data.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { listYamlFiles, readYaml } from '../../generators/shared/load-yaml';
import { loadModules, loadServices } from '../../generators/reference/load';
import { terraformUsage, terragruntUsage } from '../../generators/reference/usage';
import { hclBlocks, type CodeBlock } from '../../src/lib/moduleCalls/blocks';
import { checkCode, type Reference } from '../../src/lib/moduleCalls/check';
import { referenceFromData } from '../../scripts/lib/module-reference';

const root = path.join(__dirname, '..', '..');
const dataDir = path.join(root, 'data');
/** Folders the generators write into docs/ (git-ignored); their examples are checked from data. */
const generated = ['docs/reference/', 'docs/discussions/', 'docs/guides/stay-up-to-date/releases/'];

interface Source {
  file: string;
  blocks: CodeBlock[];
}

/** Every string in a parsed YAML value. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

async function pageSources(): Promise<Source[]> {
  const entries = await readdir(path.join(root, 'docs'), { recursive: true });
  const files = entries
    .map((entry) => path.join('docs', entry).split(path.sep).join('/'))
    .filter((file) => /\.mdx?$/.test(file) && !generated.some((dir) => file.startsWith(dir)))
    .sort();
  return Promise.all(
    files.map(async (file) => ({
      file,
      blocks: hclBlocks(await readFile(path.join(root, file), 'utf8')),
    })),
  );
}

async function dataSources(): Promise<Source[]> {
  const sources: Source[] = [];
  for (const family of ['discussions', 'modules', 'services']) {
    for (const file of await listYamlFiles(path.join(dataDir, family))) {
      const blocks = strings(await readYaml(file)).flatMap(hclBlocks);
      if (blocks.length) sources.push({ file: path.relative(root, file), blocks });
    }
  }
  return sources;
}

async function usageSources(): Promise<Source[]> {
  const modules = (await loadModules(dataDir)).map(({ file, data }) => ({
    file,
    facts: { ...data, repository: `terraform-aws-${data.group}` },
  }));
  const services = (await loadServices(dataDir)).map(({ file, data }) => ({
    file,
    facts: { ...data, repository: 'terraform-aws-service-catalog' },
  }));
  return [...modules, ...services]
    .filter(({ facts }) => facts.kind === 'terraform')
    .map(({ file, facts }) => ({
      file: `${path.relative(root, file)} (sample usage)`,
      blocks: [terraformUsage(facts), terragruntUsage(facts)].map((code) => ({
        line: 1,
        lang: 'hcl',
        meta: '',
        code,
        skip: false,
      })),
    }));
}

async function checkAll(sources: readonly Source[], reference: Reference) {
  const findings: string[] = [];
  let blocks = 0;
  let calls = 0;
  let skipped = 0;
  let known = 0;
  for (const { file, blocks: list } of sources) {
    for (const block of list) {
      if (block.skip) {
        skipped += 1;
        continue;
      }
      blocks += 1;
      const result = await checkCode(block.code, reference);
      calls += result.calls.length;
      known += result.calls.filter((call) => call.module).length;
      for (const finding of result.findings)
        findings.push(`${file}:${block.line + finding.line - 1}: ${finding.message}`);
    }
  }
  return { findings, blocks, calls, skipped, known };
}

describe('module calls in every HCL example of the site', () => {
  it('set only real inputs, every required one, with pins the reference agrees with', async () => {
    const reference = await referenceFromData(dataDir);
    const sources = [...(await pageSources()), ...(await dataSources()), ...(await usageSources())];
    const { findings, blocks, calls, known, skipped } = await checkAll(sources, reference);
    // The checker must have something to judge: a broken reader would pass with no findings.
    expect(blocks).toBeGreaterThan(500);
    expect(calls).toBeGreaterThan(300);
    const counts = `${blocks} blocks (${skipped} exempt), ${calls} calls, ${known} of known modules`;
    expect(findings, counts).toEqual([]);
  }, 120_000);
});
