/**
 * The site-wide data files Docusaurus and the plugins read (data/tags.yml, data/github-repos.yml),
 * validated before the build so a mistake names the file and the field instead of surfacing as
 * a bundler error.
 */
import path from 'node:path';
import * as z from 'zod';
import { DataError, zodIssues } from './errors';
import { readYaml } from './load-yaml';

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a kebab-case tag key');
const tagsSchema = z.record(
  slug,
  z.strictObject({
    label: z.string().min(1),
    description: z.string().min(10),
    permalink: z.string().startsWith('/').optional(),
  }),
);
const repoList = z.array(z.string().regex(/^[A-Za-z0-9._-]+$/, 'must be a bare repository name'));
const reposSchema = z.strictObject({ public: repoList, cis: repoList, enterprise: repoList });

async function check(file: string, schema: z.ZodType): Promise<void> {
  const result = schema.safeParse(await readYaml(file));
  if (!result.success) throw new DataError(file, zodIssues(result.error));
}

/** Throws a DataError naming the file and field of the first bad site-wide data file. */
export async function checkSiteData(dataDir: string): Promise<void> {
  await check(path.join(dataDir, 'tags.yml'), tagsSchema);
  await check(path.join(dataDir, 'github-repos.yml'), reposSchema);
}
