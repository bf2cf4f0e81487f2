import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importModules, mergeModule } from './import';

const repo = path.join(__dirname, '__fixtures__', 'repo');

describe('importModules', () => {
  it('reads the facts of variables and outputs with an HCL parser, and no descriptions', async () => {
    const [module] = await importModules(repo);
    expect(module?.slug).toBe('example-bucket');
    expect(JSON.stringify(module)).not.toContain('description');
    const inputs = Object.fromEntries((module?.inputs ?? []).map((input) => [input.name, input]));

    expect(inputs.bucket_name).toMatchObject({ type: 'string', required: true });
    expect(inputs.bucket_name).not.toHaveProperty('default');
    expect(module?.inputs[0]?.name).toBe('bucket_name');

    expect(inputs.lifecycle_rules?.type).toContain('optional(number, 30)');
    expect(inputs.lifecycle_rules?.typeDetails).toContain('map(object(');
    expect(inputs.lifecycle_rules?.default).toBe('{}');
    expect(inputs.allowed_principals).toMatchObject({
      type: 'list(string)',
      default: '["arn:aws:iam::111111111111:root"]',
    });
    expect(inputs.versioning).toMatchObject({ default: 'true' });
    expect(inputs.kms_key_arn).toMatchObject({ default: 'null' });
    expect(inputs.policy_footer?.default).toBe('"managed-by = terraform\\n"');
    expect(inputs.tags?.default).toBe('{"team":"platform"}');

    expect(module?.outputs).toEqual([{ name: 'access_key' }, { name: 'bucket_arn' }]);
  });
});

describe('mergeModule', () => {
  it('keeps our prose and descriptions by name; new items arrive without one', async () => {
    const [imported] = await importModules(repo);
    if (!imported) throw new Error('fixture missing');
    const merged = mergeModule(
      {
        title: 'Example Bucket',
        overview: 'Hand-written overview.',
        inputs: [{ name: 'versioning', description: 'Keep every version of every object.' }],
      },
      imported,
      { group: 'static-assets', version: 'v1.2.3' },
    );
    expect(merged).toMatchObject({
      title: 'Example Bucket',
      overview: 'Hand-written overview.',
      version: 'v1.2.3',
      kind: 'terraform',
      source: 'modules/example-bucket',
    });
    expect(merged).not.toHaveProperty('usage');
    const versioning = (merged.inputs as { name: string; description: string }[]).find(
      (i) => i.name === 'versioning',
    );
    expect(versioning?.description).toBe('Keep every version of every object.');
  });
});
