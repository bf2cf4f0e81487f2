/**
 * The site-wide data files Docusaurus and the plugins read (data/tags.yml, data/github-repos.yml),
 * validated before the build so a mistake names the file and the field instead of surfacing as
 * a bundler error.
 */
import path from 'node:path';
import * as z from 'zod';
import { DataError, parseWith, zodIssues } from './errors';
import { readYaml } from './load-yaml';

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a kebab-case tag key');
// A path of the site: `//evil.example` would be a link to another host.
const sitePath = z
  .string()
  .regex(
    /^(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)+$/,
    'must be a path of kebab-case segments such as /networking',
  );
const tagsSchema = z
  .record(
    slug,
    z.strictObject({
      label: z.string().trim().min(1),
      description: z.string().trim().min(10),
      permalink: sitePath.optional(),
    }),
  )
  .superRefine((tags, ctx) => {
    // Two tags shown under one label cannot be told apart on the tags page or in a doc footer.
    const seen = new Map<string, string>();
    for (const [key, tag] of Object.entries(tags)) {
      const label = tag.label.trim().toLowerCase();
      const first = seen.get(label);
      if (first !== undefined) {
        ctx.addIssue({
          code: 'custom',
          path: [key, 'label'],
          message: `"${tag.label}" is also the label of ${first}`,
        });
      } else seen.set(label, key);
    }
  });
const repoList = z.array(z.string().regex(/^[A-Za-z0-9._-]+$/, 'must be a bare repository name'));
const reposSchema = z.strictObject({ public: repoList, cis: repoList, enterprise: repoList });

export type Tags = z.infer<typeof tagsSchema>;

/** data/tags.yml, the docs plugin's predefined tags. */
export function tagsFile(dataDir: string): string {
  return path.join(dataDir, 'tags.yml');
}

/** The tags by key, validated. */
export async function loadTags(dataDir: string): Promise<Tags> {
  const file = tagsFile(dataDir);
  return parseWith(tagsSchema, await readYaml(file), file);
}

async function check(file: string, schema: z.ZodType): Promise<void> {
  const result = schema.safeParse(await readYaml(file));
  if (!result.success) throw new DataError(file, zodIssues(result.error));
}

/** Throws a DataError naming the file and field of the first bad site-wide data file. */
export async function checkSiteData(dataDir: string): Promise<void> {
  await loadTags(dataDir);
  await check(path.join(dataDir, 'github-repos.yml'), reposSchema);
}
