/**
 * Schema of a knowledge-base article in data/discussions/<number>.yml. The facts of the thread
 * (number, URL, whether it has an accepted answer) come from the importer of the published
 * knowledge base; the title, area, modules and the three sections are written by us.
 */
import * as z from 'zod';

export const areas = {
  library: 'IaC Library',
  'service-catalog': 'Service Catalog',
  'reference-architecture': 'Reference Architecture',
  pipelines: 'Pipelines and ECS Deploy Runner',
  patcher: 'Patcher',
  terragrunt: 'Terragrunt',
  terratest: 'Terratest',
  tools: 'Other Gruntwork tools',
  'terraform-aws': 'Terraform and AWS in general',
  account: 'Subscription and access',
} as const;
export type Area = keyof typeof areas;
const areaIds = Object.keys(areas) as [Area, ...Area[]];

/** A reference page: modules/<group>/<slug> or services/<category>/<slug> under data/. */
export const referenceId = z
  .string()
  .regex(
    /^(?:modules|services)\/[a-z0-9-]+\/[a-z0-9_-]+$/,
    'must be a reference id such as modules/eks/eks-cluster-control-plane',
  );

/** The thread's discussion URL, the only form a number may link to. */
export function threadUrl(number: number): string {
  return `https://github.com/gruntwork-io/knowledge-base/discussions/${number}`;
}

const section = (min: number, max: number) =>
  z
    .string()
    .trim()
    .min(min, `must be at least ${min} characters of Markdown`)
    .max(max, `must be at most ${max} characters`);

/** The facts an importer writes; our prose is optional here so a new thread can be listed. */
export const threadFactsSchema = z.strictObject({
  number: z.number().int().positive(),
  url: z.url(),
  answered: z.boolean(),
});

/** Our write-up of a thread. */
export const articleShape = {
  title: z.string().trim().min(15).max(110),
  area: z.enum(areaIds),
  modules: z.array(referenceId).max(6).optional(),
  problem: section(60, 1200),
  cause: section(40, 1500).optional(),
  resolution: section(80, 3500),
};

export const discussionSchema = z
  .strictObject({ ...threadFactsSchema.shape, ...articleShape })
  .superRefine((value, ctx) => {
    const expected = threadUrl(value.number);
    if (value.url !== expected) {
      ctx.addIssue({ code: 'custom', path: ['url'], message: `must be ${expected}` });
    }
    const modules = value.modules ?? [];
    modules.forEach((id, index) => {
      if (modules.indexOf(id) !== index) {
        ctx.addIssue({ code: 'custom', path: ['modules', index], message: `lists ${id} twice` });
      }
    });
  });

export type Discussion = z.infer<typeof discussionSchema>;
