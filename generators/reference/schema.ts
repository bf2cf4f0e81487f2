/** Schema of the module and service catalog data in data/modules and data/services. */
import * as z from 'zod';

const slug = z.string().regex(/^[a-z0-9]+(?:[-_][a-z0-9]+)*$/, 'must be a lower-case slug');
const semver = z.string().regex(/^v\d+\.\d+\.\d+$/, 'must be a version tag such as v0.26.0');
const markdown = z.string().trim().min(1, 'must not be empty');
// Terraform names are case-sensitive identifiers; a few real ones carry capitals (..._V2).
const hclName = z.string().regex(/^[A-Za-z][A-Za-z0-9_]*$/, 'must be an HCL identifier');

/** What a page documents, as the published record classifies it. */
export const moduleKinds = [
  'terraform',
  'scripts',
  'docker',
  'packer',
  'collection',
  'deprecated',
] as const;

/** Where a Terraform module's inputs were recorded: its reference, its sample usage, nowhere. */
export const recordedFrom = ['reference', 'sample-usage', 'none'] as const;

const inputFacts = {
  name: hclName,
  /** Absent where the record does not give it (untyped variables, inputs from a sample). */
  type: z.string().min(1).optional(),
  required: z.boolean(),
  /** HCL expression of the default, as published; absent when required. */
  default: z.string().optional(),
  /** Full type structure for objects, maps and lists of objects, as HCL. */
  typeDetails: z.string().optional(),
};

/** Facts as imported: descriptions are the project's to write, so they may be missing. */
export const inputFactsSchema = z.strictObject({ ...inputFacts, description: markdown.optional() });
/** A description the project must write (the importers never copy one). */
const description = z
  .string({
    error: (issue) =>
      issue.input === undefined
        ? 'has no description yet: write one in our words (importers/README.md, "Texts to write")'
        : 'must be Markdown text',
  })
  .trim()
  .min(1, 'must not be empty');

export const inputSchema = z.strictObject({ ...inputFacts, description });

export const outputFactsSchema = z.strictObject({
  name: hclName,
  description: markdown.optional(),
});
export const outputSchema = z.strictObject({ name: hclName, description });

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

type ItemSchema = z.ZodType<{ name: string; required: boolean; default?: string | undefined }>;
type NamedSchema = z.ZodType<{ name: string }>;

function common<I extends ItemSchema, O extends NamedSchema>(input: I, output: O) {
  return {
    slug,
    title: z.string().min(1),
    description: z.string().min(20).max(200),
    kind: z.enum(moduleKinds),
    version: semver,
    /** The newest release that changed this module (the published "Release Notes" target). */
    lastModifiedVersion: semver.optional(),
    /** Folder of the module inside its repository, such as modules/alb. */
    source: z.string().regex(/^[a-z0-9_./-]+$/, 'must be a folder path such as modules/alb'),
    recordedFrom: z.enum(recordedFrom).optional(),
    deprecation: z
      .strictObject({ since: semver.optional(), replacedBy: z.string().min(1).optional() })
      .optional(),
    /** For deprecated modules: what to use instead, in the project's words. */
    replacement: markdown.optional(),
    submodules: z.array(slug).optional(),
    overview: markdown,
    features: z.array(z.string().min(3)).min(2),
    inputs: z.array(input),
    outputs: z.array(output),
  };
}

function moduleShape<I extends ItemSchema, O extends NamedSchema>(input: I, output: O) {
  return z
    .strictObject({ group: z.enum(moduleGroups), ...common(input, output) })
    .superRefine(checkInputs)
    .superRefine(checkKind);
}

function serviceShape<I extends ItemSchema, O extends NamedSchema>(input: I, output: O) {
  return z
    .strictObject({
      category: z.enum(serviceCategories),
      tags: z.array(slug).min(1),
      ...common(input, output),
      deploy: markdown,
      manage: markdown,
    })
    .superRefine(checkInputs)
    .superRefine(checkKind);
}

export const moduleSchema = moduleShape(inputSchema, outputSchema);
export const serviceSchema = serviceShape(inputSchema, outputSchema);
/** What the importer writes before the descriptions exist. */
export const moduleFactsSchema = moduleShape(inputFactsSchema, outputFactsSchema);
export const serviceFactsSchema = serviceShape(inputFactsSchema, outputFactsSchema);

type Checked = {
  kind: (typeof moduleKinds)[number];
  recordedFrom?: (typeof recordedFrom)[number] | undefined;
  inputs: { name: string; required: boolean; default?: string | undefined }[];
  outputs: { name: string }[];
  deprecation?: unknown;
  replacement?: string | undefined;
  submodules?: string[] | undefined;
};

/** Each kind carries exactly the facts its page shows. */
function checkKind(value: Checked, ctx: z.RefinementCtx): void {
  const issue = (path: string, message: string): void => {
    ctx.addIssue({ code: 'custom', path: [path], message });
  };
  const terraform = value.kind === 'terraform';
  if (terraform && !value.recordedFrom) {
    issue('recordedFrom', 'a Terraform module says where its inputs were recorded');
  }
  if (!terraform && value.recordedFrom) {
    issue('recordedFrom', `only Terraform modules have it, this is ${value.kind}`);
  }
  if (!terraform && value.inputs.length > 0)
    issue('inputs', `a ${value.kind} module has no inputs`);
  if (!terraform && value.outputs.length > 0) {
    issue('outputs', `a ${value.kind} module has no outputs`);
  }
  if (value.recordedFrom === 'none' && value.inputs.length > 0) {
    issue('inputs', 'nothing was recorded (recordedFrom: none), so no inputs are listed');
  }
  if (value.recordedFrom === 'sample-usage' && value.outputs.length > 0) {
    issue('outputs', 'a sample usage records no outputs');
  }
  const deprecated = value.kind === 'deprecated';
  if (deprecated !== (value.deprecation !== undefined)) {
    issue(
      'deprecation',
      deprecated ? 'a deprecated module needs it' : 'only deprecated modules have it',
    );
  }
  if (deprecated && !value.replacement) {
    issue('replacement', 'a deprecated module tells the reader what to use instead');
  }
  if ((value.kind === 'collection') !== (value.submodules !== undefined)) {
    issue('submodules', 'collections, and only they, list their submodules');
  }
}

function checkInputs(value: Checked, ctx: z.RefinementCtx): void {
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
export type ModuleFacts = z.infer<typeof moduleFactsSchema>;
export type ServiceFacts = z.infer<typeof serviceFactsSchema>;
export type ServiceData = z.infer<typeof serviceSchema>;
export type InputData = z.infer<typeof inputSchema>;
export type OutputData = z.infer<typeof outputSchema>;
