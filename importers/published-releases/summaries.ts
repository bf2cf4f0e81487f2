/** Merges writers' release summaries into a repository's release records (pure). */
import * as z from 'zod';
import { releaseKinds } from '../../generators/releases/schema';

export const summariesSchema = z.record(
  z.string(),
  z.strictObject({
    kind: z.enum(releaseKinds).optional(),
    summary: z.string().trim().min(20).max(400),
  }),
);
export type Summaries = z.infer<typeof summariesSchema>;

/** Sets summary and kind by version; returns the versions the answers name that do not exist. */
export function applySummaries(releases: Record<string, unknown>[], answers: Summaries): string[] {
  const known = new Set(releases.map((release) => String(release.version)));
  for (const release of releases) {
    const answer = answers[String(release.version)];
    if (!answer) continue;
    delete release.kind;
    delete release.summary;
    if (answer.kind) release.kind = answer.kind;
    release.summary = answer.summary;
  }
  return Object.keys(answers).filter((version) => !known.has(version));
}
