/** Schema of a repository's release history in data/releases/<repo>.yml. */
import * as z from 'zod';

// Release tags as published: mostly vX.Y.Z, also pre-releases and a few dated tags.
const tag = z
  .string()
  .regex(
    /^[A-Za-z0-9][A-Za-z0-9._+-]*\d[A-Za-z0-9._+-]*$/,
    'must be a release tag such as v0.26.0',
  );
const day = z.iso.date({ message: 'must be a date such as 2021-03-04' });
const moduleName = z
  .string()
  .regex(
    /^[a-z0-9][a-z0-9_.-]*(?:\/[a-z0-9][a-z0-9_.-]*)*$/,
    'must be a module folder such as vpc-app',
  );

/** What a reader must know first about a release. */
export const releaseKinds = ['breaking', 'feature', 'fix', 'dependency', 'docs'] as const;

/**
 * One release. Facts (version, date, modules affected, linked pull requests and issues) come
 * from the published release pages; the summary and kind are the project's own words.
 */
export const releaseSchema = z.strictObject({
  version: tag,
  published: day,
  modules: z.array(moduleName).min(1).optional(),
  links: z
    .array(
      z
        .string()
        .regex(/^https:\/\/github\.com\/gruntwork-io\/[A-Za-z0-9._-]+\/(?:pull|issues)\/\d+$/),
    )
    .min(1)
    .optional(),
  /** Left out when the published note gives no details to classify. */
  kind: z.enum(releaseKinds).optional(),
  summary: z
    .string({
      error: (issue) =>
        issue.input === undefined ? 'has no summary yet: write one in our words' : 'must be text',
    })
    .trim()
    .min(20, 'must say what changed (20+ characters)')
    .max(400, 'must be a summary of at most 400 characters'),
});

/** What importers write: the facts, before a writer adds the summary. */
export const releaseFactsSchema = releaseSchema.extend({ summary: z.string().optional() });

export const repoReleasesSchema = z
  .strictObject({
    repo: z.string().regex(/^[a-z0-9][a-z0-9-]*$/),
    releases: z.array(releaseSchema).min(1),
  })
  .superRefine((value, ctx) => {
    // A tag exists once per repository. Versions need not grow with dates: backports of an
    // older line are published after newer releases.
    const seen = new Map<string, number>();
    value.releases.forEach((release, index) => {
      const first = seen.get(release.version);
      if (first !== undefined) {
        ctx.addIssue({
          code: 'custom',
          path: ['releases', index, 'version'],
          message: `${release.version} is listed twice (also releases.${first})`,
        });
      }
      seen.set(release.version, index);
    });
  });

export type Release = z.infer<typeof releaseSchema>;
export type RepoReleases = z.infer<typeof repoReleasesSchema>;
