/** Loads the repository sets of the link warning: the data file plus the optional module. */
import * as z from 'zod';
import { zodIssues } from '../../generators/shared/errors';
import { readYaml } from '../../generators/shared/load-yaml';
import type { RepoSets } from '../../src/lib/githubLinks';

const repoName = z.string().regex(/^[A-Za-z0-9._-]+$/, 'must be a bare repository name');
const repoList = z.array(repoName);

const fileSchema = z.strictObject({ public: repoList, cis: repoList, enterprise: repoList });
const moduleSchema = z.object({ cis: repoList.optional(), enterprise: repoList.optional() });

export type LoadOptions = {
  dataFile: string;
  moduleName: string;
  importModule: (name: string) => Promise<unknown>;
  log: (message: string) => void;
};

function describeIssues(error: z.ZodError, source: string): string {
  const lines = zodIssues(error).map((line) => `  ${line}`);
  return `Invalid repository sets in ${source}:\n${lines.join('\n')}`;
}

function isModuleNotFound(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'MODULE_NOT_FOUND' || code === 'ERR_MODULE_NOT_FOUND';
}

const merge = (...lists: (readonly string[] | undefined)[]) =>
  [...new Set(lists.flatMap((list) => list ?? []).map((name) => name.toLowerCase()))].sort();

/** Reads and validates the sets; a missing module is reported once and leaves CIS/Enterprise empty. */
export async function loadRepoSets(options: LoadOptions): Promise<RepoSets> {
  // readYaml names the file for syntax and encoding errors too.
  const parsed = fileSchema.safeParse(await readYaml(options.dataFile));
  if (!parsed.success) throw new Error(describeIssues(parsed.error, options.dataFile));
  const file = parsed.data;

  let fromModule: z.infer<typeof moduleSchema> = {};
  try {
    const loaded = await options.importModule(options.moduleName);
    const candidate = (loaded as { default?: unknown } | null)?.default ?? loaded;
    const result = moduleSchema.safeParse(candidate);
    if (!result.success)
      throw new Error(describeIssues(result.error, `module ${options.moduleName}`));
    fromModule = result.data;
  } catch (error) {
    if (!isModuleNotFound(error)) throw error;
    options.log(
      `Repository-set module "${options.moduleName}" is not installed: CIS and Enterprise repository lists come from ${options.dataFile} only.`,
    );
  }

  return {
    public: merge(file.public),
    cis: merge(file.cis, fromModule.cis),
    enterprise: merge(file.enterprise, fromModule.enterprise),
  };
}
