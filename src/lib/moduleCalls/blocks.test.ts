import { describe, expect, it } from 'vitest';
import { hclBlocks } from './blocks';
import { parseSource } from './sources';
import { closestName, typeMismatch } from './values';

describe('hclBlocks', () => {
  it('finds HCL blocks with their first code line, dedented, and marks exempt ones', () => {
    const text = [
      '# Title',
      '',
      '```hcl title="main.tf"',
      'module "a" {}',
      '```',
      '',
      '```bash',
      'terraform init',
      '```',
      '- a list item:',
      '  ```terraform partial',
      '  x = 1',
      '  ```',
    ].join('\n');
    expect(hclBlocks(text)).toEqual([
      { line: 4, lang: 'hcl', meta: 'title="main.tf"', code: 'module "a" {}', skip: false },
      { line: 12, lang: 'terraform', meta: 'partial', code: 'x = 1', skip: true },
    ]);
  });

  it('does not take a title that contains an exempting word as the word', () => {
    const [block] = hclBlocks('```hcl title="partial-config.hcl"\nx = 1\n```');
    expect(block?.skip).toBe(false);
  });
});

describe('parseSource', () => {
  it('reads the repository, path and ref of the forms the docs use', () => {
    expect(
      parseSource(
        'git::https://github.com/gruntwork-io/terraform-aws-eks.git//modules/eks-cluster-control-plane?ref=v0.62.0',
      ),
    ).toEqual({
      repository: 'terraform-aws-eks',
      path: 'modules/eks-cluster-control-plane',
      ref: 'v0.62.0',
    });
    expect(
      parseSource('${local.base}?ref=v1.0.0', {
        base: 'github.com/gruntwork-io/terraform-aws-ci//modules/x',
      }),
    ).toEqual({
      repository: 'terraform-aws-ci',
      path: 'modules/x',
      ref: 'v1.0.0',
    });
    expect(parseSource('hashicorp/consul/aws')).toBeUndefined();
  });
});

describe('typeMismatch and closestName', () => {
  it('refuses only conversions Terraform refuses', () => {
    expect(typeMismatch('bool', 'true')).toBeUndefined();
    expect(typeMismatch('bool', 'yes')).toMatch(/not true or false/);
    expect(typeMismatch('list(string)', 'a')).toMatch(/is a string/);
    expect(typeMismatch('object({ a = string })', { a: 'x' })).toBeUndefined();
    expect(typeMismatch('map(string)', ['x'])).toMatch(/is a list/);
    expect(typeMismatch('any', 1)).toBeUndefined();
    expect(typeMismatch('number', '${var.n}')).toBeUndefined();
  });

  it('suggests a close name and nothing for a far one', () => {
    const names = ['iam_role_to_rbac_group_mapping', 'vpc_id'];
    expect(closestName('iam_role_to_rbac_group_mappings', names)).toBe(
      'iam_role_to_rbac_group_mapping',
    );
    expect(closestName('vcp_id', names)).toBe('vpc_id');
    expect(closestName('package_type', names)).toBeUndefined();
  });
});
