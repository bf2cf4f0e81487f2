/**
 * Every rule `generate` runs, in one place: the site-wide data files, each family's load and
 * validation, the checks between families, and the render of every family (where prose is
 * proven inert in its place). Nothing is written here: `generate` (cli.ts) writes what this
 * returns and `validate:data` (validate.ts) only prints it, so the two cannot disagree.
 */
import { checkCrossReferences } from './cross-checks';
import { siteData } from './data';
import { renderFamily } from './families';
import { DataError, ProseError } from './shared/errors';
import { DataErrors } from './shared/load-all';
import { familyOutputs } from './shared/output-roots';
import { checkSiteData } from './shared/site-data';
import type { OutputFile } from './shared/types';

export type RenderedFamily = {
  family: (typeof familyOutputs)[number];
  files: OutputFile[];
  ms: number;
};

export type RenderedSite = {
  /** Data files per family, in the order validate:data reports them. */
  counts: { name: string; files: number }[];
  families: RenderedFamily[];
};

/** Every problem of the data, each naming its file and field; thrown after all were collected. */
export class SiteDataErrors extends Error {
  constructor(readonly problems: readonly string[]) {
    super(problems.join('\n'));
    this.name = 'SiteDataErrors';
  }
}

function isDataProblem(error: unknown): error is Error {
  return error instanceof DataError || error instanceof DataErrors || error instanceof ProseError;
}

/**
 * Loads, checks and renders the whole site from the data folder `dir`. Throws SiteDataErrors
 * with every problem found; any other error is a bug and is thrown as it is.
 */
export async function renderSite(dir: string, siteUrl: string): Promise<RenderedSite> {
  const data = siteData(dir);
  const problems: string[] = [];
  async function attempt<T>(run: () => Promise<T>): Promise<T | undefined> {
    try {
      return await run();
    } catch (error) {
      if (!isDataProblem(error)) throw error;
      problems.push(error.message);
      return undefined;
    }
  }
  await attempt(() => checkSiteData(dir));
  const families = [
    ['modules', data.modules],
    ['services', data.services],
    ['discussions', data.discussions],
    ['releases', data.releases],
  ] as const;
  const counts: RenderedSite['counts'] = [];
  for (const [name, load] of families) {
    const loaded = await attempt<readonly unknown[]>(load);
    if (loaded) counts.push({ name, files: loaded.length });
  }
  // The checks between families and the renderers read every family: only once all are valid.
  if (problems.length === 0) await attempt(() => checkCrossReferences(data));
  const rendered: RenderedFamily[] = [];
  if (problems.length === 0) {
    for (const family of familyOutputs) {
      const started = performance.now();
      const files = await attempt(() => renderFamily(family.name, data, siteUrl));
      if (files) rendered.push({ family, files, ms: Math.round(performance.now() - started) });
    }
  }
  if (problems.length > 0) throw new SiteDataErrors(problems);
  return { counts, families: rendered };
}
