/** Schema of a repository's release history in data/releases/<repo>.yml. */
import * as z from 'zod';

const semver = z.string().regex(/^v(\d+)\.(\d+)\.(\d+)$/, 'must be a version tag such as v0.26.0');
const day = z.iso.date({ message: 'must be a date such as 2021-03-04' });

export const releaseSchema = z.strictObject({
  version: semver,
  title: z.string().min(3).max(120),
  published: day,
  modules: z.array(z.string().regex(/^[a-z0-9][a-z0-9_-]*$/)).min(1),
  notes: z.string().trim().min(60, 'must describe the change (60+ characters)'),
});

/** Compares two vX.Y.Z tags numerically. */
export function compareVersions(a: string, b: string): number {
  const parts = (v: string) => v.slice(1).split('.').map(Number);
  const [x, y] = [parts(a), parts(b)];
  for (let i = 0; i < 3; i += 1) {
    const diff = (x[i] ?? 0) - (y[i] ?? 0);
    if (diff !== 0) return diff;
  }
  return 0;
}

export const repoReleasesSchema = z
  .strictObject({
    repo: z.string().regex(/^[a-z0-9][a-z0-9-]*$/),
    releases: z.array(releaseSchema).min(1),
  })
  .superRefine((value, ctx) => {
    const sorted = value.releases
      .map((release, index) => ({ release, index }))
      .sort((a, b) => a.release.published.localeCompare(b.release.published) || a.index - b.index);
    for (let i = 1; i < sorted.length; i += 1) {
      const prev = sorted[i - 1];
      const curr = sorted[i];
      if (!prev || !curr) continue;
      if (compareVersions(curr.release.version, prev.release.version) <= 0) {
        ctx.addIssue({
          code: 'custom',
          path: ['releases', curr.index, 'version'],
          message: `${curr.release.version} (${curr.release.published}) must be greater than ${prev.release.version} released before it (${prev.release.published})`,
        });
      }
    }
  });

export type Release = z.infer<typeof releaseSchema>;
export type RepoReleases = z.infer<typeof repoReleasesSchema>;
