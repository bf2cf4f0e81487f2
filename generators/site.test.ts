import { execFile } from 'node:child_process';
import { symlinkSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { writeSite, type SiteFiles } from './__fixtures__/site';
import { renderSite } from './site';

const repo = path.join(__dirname, '..');
const tsx = path.join(repo, 'node_modules', '.bin', 'tsx');

/** Runs one of the two commands on a fixture root: exit code and what it printed as errors. */
async function run(script: 'validate.ts' | 'cli.ts', root: string) {
  const args = [path.join(__dirname, script), root, ...(script === 'cli.ts' ? ['--force'] : [])];
  try {
    const { stdout } = await promisify(execFile)(tsx, args, { cwd: repo });
    return { code: 0, stdout, errors: '' };
  } catch (error) {
    const failed = error as { code: number; stderr: string };
    // generate prefixes the first line; the rest is the same message.
    return { code: failed.code, stdout: '', errors: failed.stderr.replace(/^\[generate\] /, '') };
  }
}

type Module = { features: string[] };
type Release = { summary: string };

const cases: [string, (files: SiteFiles) => void, string][] = [
  [
    'a line break in a module feature',
    (files) => {
      (files['modules/vpc/vpc-flow-logs.yml'] as Module).features[0] = 'Delivery to\n\nS3';
    },
    'data/modules/vpc/vpc-flow-logs.yml: features.0: must be a single line of text',
  ],
  [
    'a line break in a knowledge-base title (listed on the module page)',
    (files) => {
      (files['discussions/42.yml'] as { title: string }).title = 'Flow logs do not\n\nreach S3';
    },
    'data/discussions/42.yml: title: must be a single line of text',
  ],
  [
    'a line break in a release summary shown in a changelog',
    (files) => {
      const history = files['releases/terraform-aws-vpc.yml'] as { releases: Release[] };
      const newest = history.releases.at(-1);
      if (newest) newest.summary = 'First line of the summary.\n\nSecond line of it.';
    },
    // The release file and its field, not the module page that shows the summary.
    'data/releases/terraform-aws-vpc.yml: releases.260.summary: must be a single line of text',
  ],
];

describe('validate:data and generate', () => {
  it('both pass the fixture site', async () => {
    const root = writeSite();
    const validate = await run('validate.ts', root);
    expect(validate.errors).toBe('');
    expect(validate.stdout).toMatch(/release notes: \d+ files render/);
    expect((await run('cli.ts', root)).code).toBe(0);
  }, 120_000);

  it.each(cases)(
    'both refuse %s with the same message',
    async (_, edit, message) => {
      const root = writeSite(edit);
      const [validate, generate] = [await run('validate.ts', root), await run('cli.ts', root)];
      expect(validate.code).toBe(1);
      expect(generate.code).toBe(1);
      expect(validate.errors).toContain(message);
      expect(generate.errors).toBe(validate.errors);
    },
    120_000,
  );
});

type Tags = Record<string, { label: string; description: string; permalink?: string }>;

/** Data each accepted without a word before; the error must name the data file and field. */
const refused: [string, (files: SiteFiles) => void, (root: string) => void, string][] = [
  [
    'a second file for a module in a nested folder',
    (files) => {
      files['modules/old/vpc/vpc-flow-logs.yml'] = files['modules/vpc/vpc-flow-logs.yml'] ?? {};
    },
    () => undefined,
    'modules/old/vpc/vpc-flow-logs.yml:\n  (file): is old/vpc/vpc-flow-logs.yml in',
  ],
  [
    'a symbolic link to a data file',
    () => undefined,
    (root) => {
      symlinkSync(
        path.join(root, 'data', 'discussions', '42.yml'),
        path.join(root, 'data', 'discussions', '43.yml'),
      );
    },
    'discussions:\n  43.yml: is a symbolic link; put the data file itself here',
  ],
  [
    'a tag permalink to another host',
    (files) => {
      const vpc = (files['tags.yml'] as Tags).vpc;
      if (vpc) vpc.permalink = '//evil.example';
    },
    () => undefined,
    'tags.yml:\n  vpc.permalink: must be a path of kebab-case segments',
  ],
  [
    'two tags with one label',
    (files) => {
      const tags = files['tags.yml'] as Tags;
      if (tags.networking) tags.networking.label = 'vpc';
    },
    () => undefined,
    'tags.yml:\n  networking.label: "vpc" is also the label of vpc',
  ],
  [
    'a NUL in a tag description',
    (files) => {
      const vpc = (files['tags.yml'] as Tags).vpc;
      if (vpc) vpc.description = 'Virtual private\u0000 clouds.';
    },
    () => undefined,
    'tags.yml:\n  vpc.description: holds the control character U+0000; remove it',
  ],
  [
    'an unknown tag on a service',
    (files) => {
      (files['services/networking/management-vpc.yml'] as { tags: string[] }).tags[1] = 'vcp';
    },
    () => undefined,
    'services/networking/management-vpc.yml:\n  tags.1: vcp is not a tag of',
  ],
  [
    'a !!js/function tag in YAML',
    (files) => {
      files['repositories.yml'] = 'repositories:\n  - name: !!js/function "function () {}"\n';
    },
    () => undefined,
    'repositories.yml:\n  YAML: Unresolved tag: tag:yaml.org,2002:js/function at line 2, column 11',
  ],
];

describe('the rules validate:data and generate share', () => {
  it.each(refused)('refuse %s, naming the file and field', async (_, edit, after, message) => {
    const root = writeSite(edit);
    after(root);
    await expect(renderSite(path.join(root, 'data'), 'https://docs.example.test')).rejects.toThrow(
      message,
    );
  });

  it('pass the fixture site', async () => {
    const site = await renderSite(path.join(writeSite(), 'data'), 'https://docs.example.test');
    expect(site.counts.map(({ files }) => files)).toEqual([1, 1, 1, 1]);
  });
});
