/** Schema of the module and service catalog data in data/modules and data/services. */
import * as z from 'zod';

const slug = z.string().regex(/^[a-z0-9]+(?:[-_][a-z0-9]+)*$/, 'must be a lower-case slug');
const semver = z.string().regex(/^v\d+\.\d+\.\d+$/, 'must be a version tag such as v0.26.0');
const markdown = z.string().trim().min(1, 'must not be empty');
const hclName = z.string().regex(/^[a-z][a-z0-9_]*$/, 'must be a snake_case HCL name');

export const inputSchema = z.strictObject({
  name: hclName,
  type: z.string().min(1),
  description: markdown,
  required: z.boolean(),
  /** HCL expression of the default, exactly as in variables.tf; absent when required. */
  default: z.string().optional(),
  sensitive: z.boolean().default(false),
  /** Full type structure for objects, maps and lists of objects, as HCL. */
  typeDetails: z.string().optional(),
});

export const outputSchema = z.strictObject({
  name: hclName,
  description: markdown,
  sensitive: z.boolean().default(false),
});

const usageSchema = z.strictObject({ terraform: markdown, terragrunt: markdown });

const common = {
  slug,
  title: z.string().min(1),
  description: z.string().min(20).max(200),
  version: semver,
  overview: markdown,
  features: z.array(z.string().min(3)).min(2),
  usage: usageSchema,
  inputs: z.array(inputSchema).min(1),
  outputs: z.array(outputSchema).min(1),
};

export const moduleGroups = [
  'asg',
  'cache',
  'ci',
  'data-storage',
  'ecs',
  'eks',
  'lambda',
  'load-balancer',
  'messaging',
  'monitoring',
  'openvpn',
  'security',
  'server',
  'static-assets',
  'utilities',
  'vpc',
] as const;

export const serviceCategories = [
  'app-orchestration',
  'ci-cd-pipeline',
  'data-storage',
  'landing-zone',
  'networking',
  'security',
] as const;

export const moduleSchema = z
  .strictObject({ group: z.enum(moduleGroups), ...common })
  .superRefine(checkInputs);

export const serviceSchema = z
  .strictObject({
    category: z.enum(serviceCategories),
    tags: z.array(slug).min(1),
    ...common,
    deploy: markdown,
    manage: markdown,
  })
  .superRefine(checkInputs);

function checkInputs(
  value: { inputs: z.infer<typeof inputSchema>[]; outputs: z.infer<typeof outputSchema>[] },
  ctx: z.RefinementCtx,
): void {
  const seen = new Set<string>();
  value.inputs.forEach((input, index) => {
    if (seen.has(input.name)) {
      ctx.addIssue({
        code: 'custom',
        path: ['inputs', index, 'name'],
        message: `duplicate input "${input.name}"`,
      });
    }
    seen.add(input.name);
    if (input.required && input.default !== undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['inputs', index, 'default'],
        message: 'a required input has no default',
      });
    }
    if (!input.required && input.default === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['inputs', index, 'default'],
        message: 'an optional input needs a default',
      });
    }
  });
  const outputs = new Set<string>();
  value.outputs.forEach((output, index) => {
    if (outputs.has(output.name)) {
      ctx.addIssue({
        code: 'custom',
        path: ['outputs', index, 'name'],
        message: `duplicate output "${output.name}"`,
      });
    }
    outputs.add(output.name);
  });
}

export type ModuleData = z.infer<typeof moduleSchema>;
export type ServiceData = z.infer<typeof serviceSchema>;
export type InputData = z.infer<typeof inputSchema>;
