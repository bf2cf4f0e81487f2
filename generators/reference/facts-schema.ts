/**
 * The published shape of a reference page's facts (`<page URL>.json`), as a zod schema and as
 * the JSON Schema served at /schemas/reference-facts.schema.json. Tools read these files, so
 * the shape is spelled out here rather than derived from the data schema: a new data field
 * reaches the JSON only when it is added on purpose.
 */
import * as z from 'zod';
import { releaseKinds } from '../releases/schema';
import { moduleGroups, moduleKinds, recordedFrom, serviceCategories } from './schema';

/** Where the JSON Schema is served, below the site URL. */
export const factsSchemaRoute = '/schemas/reference-facts.schema.json';

// A pattern rather than a format, so any JSON Schema validator checks it without plugins.
const absoluteUrl = z.string().regex(/^https?:\/\/\S+$/, 'must be an absolute http(s) URL');
const semver = z.string().regex(/^v\d+\.\d+\.\d+$/);
const hclName = z.string().regex(/^[A-Za-z][A-Za-z0-9_]*$/);
const markdown = z
  .string()
  .min(1)
  .describe('Markdown as written in the data; may hold raw HTML, so sanitise before rendering.');

const input = z.strictObject({
  name: hclName,
  type: z
    .string()
    .min(1)
    .optional()
    .describe('Terraform type; absent where the published record does not give it.'),
  typeDetails: z
    .string()
    .optional()
    .describe('Full type structure of objects, maps and lists of objects, as HCL.'),
  required: z.boolean(),
  default: z
    .string()
    .optional()
    .describe('HCL expression of the default exactly as published, such as "false" or "[]".'),
  description: markdown,
});

const output = z.strictObject({ name: hclName, description: markdown });

const release = z.strictObject({
  version: z.string().min(1).describe('Release tag.'),
  published: z.iso.date(),
  url: absoluteUrl.describe("The release's entry in the monthly release notes."),
  kind: z.enum(releaseKinds).optional(),
  summary: markdown,
});

/** One reference page's facts. Optional fields are absent where the data has no such fact. */
export const referenceFactsSchema = z.strictObject({
  $schema: z
    .string()
    .regex(/^https?:\/\/\S+\/schemas\/reference-facts\.schema\.json$/)
    .describe('This schema.'),
  id: z
    .string()
    .regex(/^(?:modules|services)\/[a-z0-9-]+\/[a-z0-9_-]+$/)
    .describe('modules/<group>/<slug> or services/<category>/<slug>.'),
  title: z.string().min(1),
  description: z.string().min(1),
  url: absoluteUrl.describe('The reference page; this file is served at the same URL + ".json".'),
  kind: z.enum(moduleKinds),
  group: z.enum(moduleGroups).optional().describe('Module group (modules only).'),
  category: z.enum(serviceCategories).optional().describe('Service category (services only).'),
  tags: z.array(z.string().min(1)).optional().describe('Service tags (services only).'),
  repository: z
    .string()
    .regex(/^[a-z0-9-]+$/)
    .describe('Repository in the gruntwork-io organisation on GitHub.'),
  version: semver.describe('The version the page documents.'),
  lastModifiedVersion: semver.optional().describe('The newest release that changed the module.'),
  path: z.string().min(1).describe('Folder of the module inside its repository.'),
  sourceUrl: absoluteUrl.describe('The folder on GitHub at the documented version.'),
  source: z
    .string()
    .min(1)
    .optional()
    .describe('Terraform module source of the sample usage (Terraform modules only).'),
  recordedFrom: z
    .enum(recordedFrom)
    .optional()
    .describe(
      'Terraform modules: where the inputs were recorded. "reference": inputs and outputs; "sample-usage": inputs only; "none": neither.',
    ),
  deprecation: z
    .strictObject({
      since: semver.optional(),
      replacedBy: z.string().min(1).optional().describe('Slug of the replacing module.'),
      replacement: markdown.optional().describe('What to use instead, as Markdown.'),
    })
    .optional(),
  submodules: z.array(z.string().min(1)).optional().describe('Folders of a collection.'),
  inputs: z
    .array(input)
    .optional()
    .describe('In data order; absent when not recorded (see recordedFrom).'),
  outputs: z
    .array(output)
    .optional()
    .describe('Absent when not recorded (recordedFrom other than "reference").'),
  releases: z
    .array(release)
    .describe('Releases whose notes list the module among those affected, newest first.'),
});

export type ReferenceFacts = z.infer<typeof referenceFactsSchema>;

/** The JSON Schema document published for the facts files. */
export function factsJsonSchema(siteUrl: string): Record<string, unknown> {
  const { $schema, ...schema } = z.toJSONSchema(referenceFactsSchema, {
    target: 'draft-2020-12',
  });
  return {
    $schema,
    $id: `${siteUrl}${factsSchemaRoute}`,
    title: 'Reference page facts',
    description:
      'Facts of one module or service reference page, served at the page URL + ".json": inputs, outputs and the releases that changed it.',
    ...schema,
  };
}
