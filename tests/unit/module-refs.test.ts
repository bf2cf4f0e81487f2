import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { listYamlFiles, readYaml } from '../../generators/shared/load-yaml';
import { checkPin, findPins, setInputs, type Published } from '../../src/lib/moduleRefs';

const root = path.join(__dirname, '..', '..');
// Generated folders carry no hand-written pins; their usage comes from the same facts.
const generated = ['docs/reference', 'docs/discussions', 'docs/guides/stay-up-to-date/releases'];
/**
 * Pages where an older release is right: upgrade walkthroughs for earlier Terraform, provider
 * and CIS versions, and pages whose examples show an environment still on a previous release.
 */
const historical = [
  'docs/guides/stay-up-to-date/',
  'docs/library/stay-up-to-date/',
  'docs/patcher/',
  'docs/refarch/usage/maintain-your-refarch/staying-up-to-date.mdx',
];

/** The facts the pins are checked against (the generators validate these files in full). */
async function catalog(): Promise<Published[]> {
  const entries: Published[] = [];
  for (const file of await listYamlFiles(path.join(root, 'data', 'modules'))) {
    const data = (await readYaml(file)) as Published & { group: string };
    entries.push({ ...data, repository: `terraform-aws-${data.group}` });
  }
  for (const file of await listYamlFiles(path.join(root, 'data', 'services'))) {
    const data = (await readYaml(file)) as Published;
    entries.push({ ...data, repository: 'terraform-aws-service-catalog' });
  }
  return entries;
}

async function pages(): Promise<string[]> {
  const entries = await readdir(path.join(root, 'docs'), { recursive: true });
  return entries
    .map((entry) => path.join('docs', entry))
    .filter((file) => /\.mdx?$/.test(file) && !generated.some((dir) => file.startsWith(dir)));
}

describe('module pins in hand-written pages', () => {
  it('finds pins and judges them against the reference', () => {
    const [pin] = findPins(
      'source = "git::git@github.com:gruntwork-io/terraform-aws-vpc.git//modules/vpc-app?ref=v0.26.6"',
    );
    if (!pin) throw new Error('no pin found');
    expect(pin).toEqual({
      repository: 'terraform-aws-vpc',
      path: 'modules/vpc-app',
      version: 'v0.26.6',
      line: 1,
    });
    const vpc = [
      { repository: 'terraform-aws-vpc', source: 'modules/vpc-app', version: 'v0.26.6' },
    ];
    expect(checkPin(pin, vpc, false)).toEqual([]);
    expect(checkPin({ ...pin, version: 'v1.0.0' }, vpc, true)).toEqual([
      'v1.0.0 is later than v0.26.6, the release the reference documents',
    ]);
    expect(checkPin({ ...pin, version: 'v0.20.0' }, vpc, true)).toEqual([]);
    expect(checkPin({ ...pin, version: 'v0.20.0' }, vpc, false)).toHaveLength(1);
    expect(checkPin({ ...pin, path: 'modules/nope' }, vpc, false)).toEqual([
      'terraform-aws-vpc//modules/nope is no module of the reference',
    ]);
  });

  it('every ?ref= to a Gruntwork module repository pins a release the reference agrees with', async () => {
    const entries = await catalog();
    const problems: string[] = [];
    for (const file of await pages()) {
      const text = await readFile(path.join(root, file), 'utf8');
      for (const pin of findPins(text)) {
        for (const problem of checkPin(
          pin,
          entries,
          historical.some((prefix) => file.startsWith(prefix)),
        )) {
          problems.push(`${file}:${pin.line}: ${problem}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});

type Known = Published & { recordedFrom?: string; inputs?: { name: string }[] };

describe('inputs set on pinned modules in hand-written pages', () => {
  it('reads the inputs of module and Terragrunt blocks', () => {
    const code = [
      'terraform {',
      '  source = "git::git@github.com:gruntwork-io/terraform-aws-vpc.git//modules/vpc-app?ref=v0.26.6"',
      '}',
      'inputs = {',
      '  vpc_name = "prod"',
      '  tags = {',
      '    team = "x"',
      '  }',
      '}',
    ].join('\n');
    expect(setInputs(code).map((block) => block.names)).toEqual([['vpc_name', 'tags']]);
  });

  it('every input a page sets on a pinned module exists in that module', async () => {
    const entries = (await catalog()) as Known[];
    const problems: string[] = [];
    for (const file of await pages()) {
      const text = await readFile(path.join(root, file), 'utf8');
      for (const block of text.split(/^```/m).filter((_, i) => i % 2 === 1)) {
        for (const { pin, names } of setInputs(block)) {
          const page = entries.find(
            (e) => e.repository === pin.repository && e.source === pin.path,
          );
          if (!page?.inputs || page.recordedFrom === 'none') continue;
          const known = new Set(page.inputs.map((input) => input.name));
          const unknown = names.filter((name) => !known.has(name));
          if (unknown.length)
            problems.push(
              `${file}: ${pin.repository}//${pin.path} has no input ${unknown.join(', ')}`,
            );
        }
      }
    }
    expect(problems).toEqual([]);
  });
});
