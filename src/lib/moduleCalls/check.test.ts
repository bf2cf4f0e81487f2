import { describe, expect, it } from 'vitest';
import { checkCode, namesInNotes, type Reference } from './check';

const vpcSource = 'git::git@github.com:gruntwork-io/terraform-aws-vpc.git//modules/vpc-app';
const reference: Reference = {
  modules: [
    {
      id: 'terraform-aws-vpc//modules/vpc-app',
      repository: 'terraform-aws-vpc',
      source: 'modules/vpc-app',
      version: 'v0.26.6',
      recordedFrom: 'reference',
      inputs: [
        { name: 'vpc_name', type: 'string', required: true },
        { name: 'cidr_block', type: 'string', required: true },
        { name: 'num_nat_gateways', type: 'number', required: false },
        { name: 'custom_tags', type: 'map(string)', required: false },
      ],
    },
  ],
  releases: {
    'terraform-aws-vpc': ['v0.26.0', 'v0.26.6'],
    'terraform-aws-cis-service-catalog': ['v0.40.0'],
  },
};

const moduleBlock = (ref: string, body: string) =>
  `module "vpc" {\n  source = "${vpcSource}?ref=${ref}"\n${body}\n}\n`;

async function findings(code: string) {
  return (await checkCode(code, reference)).findings.map(({ kind, line, message }) => ({
    kind,
    line,
    message,
  }));
}

describe('checkCode', () => {
  it('accepts a correct call and names the module it calls', async () => {
    const code = moduleBlock(
      'v0.26.6',
      '  vpc_name   = "prod"\n  cidr_block = "10.0.0.0/16"\n  count      = 1',
    );
    const result = await checkCode(code, reference);
    expect(result.findings).toEqual([]);
    expect(result.calls.map((call) => [call.kind, call.module?.id])).toEqual([
      ['module', 'terraform-aws-vpc//modules/vpc-app'],
    ]);
  });

  it('names an argument that is no input, with the input it most likely meant', async () => {
    const code = moduleBlock('v0.26.6', '  vpc_name = "prod"\n  cidr_blocks = "10.0.0.0/16"');
    const result = await checkCode(code, reference);
    expect(result.findings.find((finding) => finding.kind === 'unknown-input')).toMatchObject({
      kind: 'unknown-input',
      line: 4,
      closest: 'cidr_block',
      message:
        'terraform-aws-vpc//modules/vpc-app has no input cidr_blocks (did you mean cidr_block?)',
    });
  });

  it('names required inputs left out, unless a "# ..." line marks the elision', async () => {
    expect(await findings(moduleBlock('v0.26.6', '  vpc_name = "prod"'))).toEqual([
      {
        kind: 'missing-input',
        line: 1,
        message:
          'terraform-aws-vpc//modules/vpc-app requires cidr_block: set it or mark the elision with a "# ..." line',
      },
    ]);
    expect(await findings(moduleBlock('v0.26.6', '  vpc_name = "prod"\n  # ...'))).toEqual([]);
  });

  it('judges pins: later than the reference, not a release, unpinned', async () => {
    const body = '  vpc_name = "prod"\n  cidr_block = "10.0.0.0/16"';
    expect(await findings(moduleBlock('v0.27.0', body))).toEqual([
      {
        kind: 'pin',
        line: 1,
        message: 'v0.27.0 is later than v0.26.6, the release the reference documents',
      },
    ]);
    expect(await findings(moduleBlock('v0.26.3', body))).toEqual([
      { kind: 'pin', line: 1, message: 'v0.26.3 is not a release of terraform-aws-vpc' },
    ]);
    const unpinned = `module "vpc" {\n  source = "${vpcSource}"\n${body}\n}`;
    expect((await findings(unpinned)).map((f) => f.kind)).toEqual(['pin']);
    // A placeholder is visibly not a version to copy.
    expect(await findings(moduleBlock('<VERSION>', body))).toEqual([]);
  });

  it('judges an older real release only for inputs that do not exist', async () => {
    expect(await findings(moduleBlock('v0.26.0', '  vpc_name = 3'))).toEqual([]);
    expect((await findings(moduleBlock('v0.26.0', '  nope = 1'))).map((f) => f.kind)).toEqual([
      'unknown-input',
    ]);
  });

  it('names a literal of the wrong type, and lets expressions and conversions pass', async () => {
    const code = moduleBlock(
      'v0.26.6',
      '  vpc_name = "prod"\n  cidr_block = ["10.0.0.0/16"]\n  num_nat_gateways = "three"\n  custom_tags = var.tags',
    );
    expect(await findings(code)).toEqual([
      { kind: 'type', line: 4, message: "cidr_block is a list, but the input's type is string" },
      {
        kind: 'type',
        line: 5,
        message:
          "num_nat_gateways is a string that is not a number, but the input's type is number",
      },
    ]);
    const converted = moduleBlock(
      'v0.26.6',
      '  vpc_name = 1\n  cidr_block = "x"\n  num_nat_gateways = "2"',
    );
    expect(await findings(converted)).toEqual([]);
  });

  it('reports code that does not parse, with its line', async () => {
    expect(await findings('module "vpc" {\n  source = \n}')).toEqual([
      {
        kind: 'parse',
        line: 2,
        message:
          'does not parse: Invalid expression; Expected the start of an expression, but found an invalid expression token.',
      },
    ]);
  });

  it('reads a Terragrunt unit whose source is built from a local', async () => {
    const unit = [
      'locals {',
      `  base = "${vpcSource}"`,
      '}',
      'terraform {',
      '  source = "${local.base}?ref=v0.26.6"',
      '}',
      'inputs = {',
      '  vpc_name = "prod"',
      '  vpc_nmae = "x"',
      '}',
    ].join('\n');
    const result = await checkCode(unit, reference);
    expect(result.calls[0]).toMatchObject({
      kind: 'terragrunt',
      module: { source: 'modules/vpc-app' },
    });
    expect(result.findings.map(({ kind, line }) => [kind, line])).toEqual([
      ['missing-input', 7],
      ['unknown-input', 9],
    ]);
    // Inputs of an included file are not listed here, so none can be called missing.
    const included = `include "root" {\n  path = find_in_parent_folders()\n}\n${unit}`;
    expect((await findings(included)).map((f) => f.kind)).toEqual(['unknown-input']);
  });

  it('checks the inputs of a defaults file that leaves the pin to its units', async () => {
    const defaults = `locals {\n  source_base_url = "${vpcSource}"\n}\ninputs = {\n  vpc_nam = "x"\n}`;
    expect(await findings(defaults)).toEqual([
      {
        kind: 'unknown-input',
        line: 5,
        message: 'terraform-aws-vpc//modules/vpc-app has no input vpc_nam (did you mean vpc_name?)',
      },
    ]);
  });

  it('checks the pin of a lone source line and of repositories without reference pages', async () => {
    expect(await findings(`source = "${vpcSource}?ref=v0.99.0"`)).toEqual([
      {
        kind: 'pin',
        line: 1,
        message: 'v0.99.0 is later than v0.26.6, the release the reference documents',
      },
    ]);
    const cis = 'git::git@github.com:gruntwork-io/terraform-aws-cis-service-catalog.git//modules/x';
    expect(await findings(`source = "${cis}?ref=v0.40.0"`)).toEqual([]);
    expect(await findings(`source = "${cis}?ref=v0.41.9"`)).toEqual([
      {
        kind: 'pin',
        line: 1,
        message: 'v0.41.9 is not a release of terraform-aws-cis-service-catalog',
      },
    ]);
  });

  it('names a module path the reference does not have', async () => {
    const code = `module "x" {\n  source = "git::git@github.com:gruntwork-io/terraform-aws-vpc.git//modules/nope?ref=v0.26.6"\n}`;
    expect(await findings(code)).toEqual([
      {
        kind: 'module',
        line: 1,
        message: 'terraform-aws-vpc//modules/nope is no module of the reference',
      },
    ]);
  });

  it('ignores modules from other sources', async () => {
    const code =
      'module "x" {\n  source = "git::git@github.com:acme/modules.git//vpc?ref=v1.0.0"\n  anything = 1\n}';
    expect(await checkCode(code, reference)).toEqual({ calls: [], findings: [] });
  });
});

describe('inputs a release note names', () => {
  it('lets an older pin set an input the notes name, and not a current one', async () => {
    const withNotes: Reference = {
      ...reference,
      mentioned: { 'terraform-aws-vpc': namesInNotes(['Adds the `old_input` input.']) },
    };
    const old = moduleBlock('v0.26.0', '  old_input = 1');
    expect((await checkCode(old, withNotes)).findings).toEqual([]);
    const current = moduleBlock('v0.26.6', '  vpc_name = "a"\n  cidr_block = "b"\n  old_input = 1');
    expect((await checkCode(current, withNotes)).findings.map((f) => f.kind)).toEqual([
      'unknown-input',
    ]);
  });
});
