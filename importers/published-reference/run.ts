/**
 * Imports the published reference (module and service pages of gruntwork-io/docs at a commit)
 * into data/modules and data/services: read through git, parsed, merged with the project's
 * prose, validated as a whole, then written all at once or not at all.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  moduleFactsSchema,
  moduleGroups,
  serviceCategories,
  serviceFactsSchema,
} from '../../generators/reference/schema';
import { DataError, zodIssues } from '../../generators/shared/errors';
import { listYamlFiles, readYaml } from '../../generators/shared/load-yaml';
import { writeAll } from '../shared/records';
import { firstCommitWith, listFiles, resolveCommit, showFile } from './git';
import { diffRecord, mergeRecord, type DataRecord, type Place } from './merge';
import { parsePublishedPage, type PublishedPage } from './parse';

export type ImportOptions = {
  /** A git directory or clone of gruntwork-io/docs. */
  repo: string;
  commit: string;
  /** Where to look for pages the commit lacks (the first later commit that has one). */
  until?: string;
  dataDir: string;
};

export type Planned = {
  file: string;
  page: string;
  commit: string;
  parsed: PublishedPage;
  existing: DataRecord | undefined;
  record: DataRecord;
  todo: string[];
};

export class ImportErrors extends Error {
  constructor(readonly errors: string[]) {
    super(
      `${errors.length} problem(s), nothing written:\n${errors.map((e) => `  ${e}`).join('\n')}`,
    );
    this.name = 'ImportErrors';
  }
}

function pagePath(place: Place): string {
  return place.family === 'modules'
    ? `docs/reference/modules/terraform-aws-${place.group}/${place.slug}/${place.slug}.md`
    : `docs/reference/services/${place.category}/${place.slug}.md`;
}

function dataFile(dataDir: string, place: Place): string {
  return place.family === 'modules'
    ? path.join(dataDir, 'modules', place.group, `${place.slug}.yml`)
    : path.join(dataDir, 'services', place.category, `${place.slug}.yml`);
}

/** The place a published page belongs to, if it is in the site's catalog. */
export function placeOfPage(file: string): Place | undefined {
  const module = /^docs\/reference\/modules\/terraform-aws-([a-z-]+)\/([a-z0-9_-]+)\/\2\.md$/.exec(
    file,
  );
  const [, group = '', moduleSlug = ''] = module ?? [];
  if (module && (moduleGroups as readonly string[]).includes(group)) {
    return { family: 'modules', group, slug: moduleSlug };
  }
  const service = /^docs\/reference\/services\/([a-z-]+)\/([a-z0-9-]+)\.md$/.exec(file);
  const [, category = '', serviceSlug = ''] = service ?? [];
  if (service && (serviceCategories as readonly string[]).includes(category)) {
    return { family: 'services', category, slug: serviceSlug };
  }
  return undefined;
}

function placeOfDataFile(dataDir: string, file: string): Place | undefined {
  const [family, folder, name] = path.relative(dataDir, file).split(path.sep);
  const slug = name?.replace(/\.yml$/, '');
  if (!folder || !slug) return undefined;
  if (family === 'modules') return { family, group: folder, slug };
  if (family === 'services') return { family, category: folder, slug };
  return undefined;
}

const key = (place: Place) => pagePath(place);

/**
 * A collection's README may miss or mislink a submodule; the record's Patcher changelogs have
 * one file per submodule folder (static/patcher-changelogs/<repository>/<collection>/<sub>.json).
 */
async function withChangelogSubmodules(
  repo: string,
  commit: string,
  page: PublishedPage,
): Promise<PublishedPage> {
  if (page.kind !== 'collection') return page;
  const folder = `static/patcher-changelogs/${page.repository}/${page.source.replace(/^modules\//, '')}/`;
  const names = (await listFiles(repo, commit, folder))
    .map((file) => /\/([a-z0-9-]+)\.json$/.exec(file)?.[1])
    .filter((name): name is string => name !== undefined);
  return { ...page, submodules: [...new Set([...(page.submodules ?? []), ...names])].sort() };
}

/** Reads, parses, merges and validates everything; writes nothing. */
export async function planImport(options: ImportOptions): Promise<Planned[]> {
  const { repo, dataDir } = options;
  const commit = await resolveCommit(repo, options.commit).catch(() => {
    throw new ImportErrors([`${repo}: commit ${options.commit} not found`]);
  });
  const until = options.until ?? 'HEAD';
  const places = new Map<string, Place>();
  for (const file of await listFiles(repo, commit, 'docs/reference')) {
    const place = placeOfPage(file);
    if (place) places.set(key(place), place);
  }
  const published = new Set(places.keys());
  for (const family of ['modules', 'services']) {
    for (const file of await listYamlFiles(path.join(dataDir, family))) {
      const place = placeOfDataFile(dataDir, file);
      if (place) places.set(key(place), place);
    }
  }
  const errors: string[] = [];
  const planned: Planned[] = [];
  for (const place of [...places.values()].sort((a, b) => key(a).localeCompare(key(b)))) {
    const page = pagePath(place);
    const file = dataFile(dataDir, place);
    try {
      const pageCommit = published.has(page)
        ? commit
        : await firstCommitWith(repo, commit, until, page);
      if (!pageCommit) {
        errors.push(`${file}: no published page ${page} at ${options.commit} or in a later commit`);
        continue;
      }
      const parsed = await withChangelogSubmodules(
        repo,
        pageCommit,
        parsePublishedPage(page, await showFile(repo, pageCommit, page)),
      );
      const existing = existsSync(file) ? ((await readYaml(file)) as DataRecord) : undefined;
      const { record, todo } = mergeRecord(existing, parsed, place);
      const schema = place.family === 'modules' ? moduleFactsSchema : serviceFactsSchema;
      const result = schema.safeParse(record);
      // Prose fields missing from a new page are reported as to-dos, not as invalid facts.
      const issues = result.success
        ? []
        : zodIssues(result.error).filter(
            (issue) => !todo.some((item) => issue.startsWith(`${item}:`)),
          );
      if (issues.length) errors.push(new DataError(file, issues).message);
      planned.push({ file, page, commit: pageCommit, parsed, existing, record, todo });
    } catch (error) {
      errors.push(
        error instanceof DataError ? error.message : `${file}: ${(error as Error).message}`,
      );
    }
  }
  if (errors.length) throw new ImportErrors(errors);
  return planned;
}

/** Writes every planned record, all or nothing (shared/records.ts stages, then renames). */
export async function writePlanned(planned: readonly Planned[]): Promise<void> {
  await writeAll(planned.map((item) => ({ file: item.file, value: item.record })));
}

export type CheckSummary = {
  pages: number;
  realInputs: number;
  presentInputs: number;
  exactInputs: number;
  extraInputs: number;
  realOutputs: number;
  extraOutputs: number;
  versionsMatching: number;
};

/** Figures for --check: how far data/ is from the published facts. */
export function summarise(planned: readonly Planned[]): CheckSummary {
  const summary: CheckSummary = {
    pages: planned.length,
    realInputs: 0,
    presentInputs: 0,
    exactInputs: 0,
    extraInputs: 0,
    realOutputs: 0,
    extraOutputs: 0,
    versionsMatching: 0,
  };
  for (const { parsed, existing } of planned) {
    const ours = new Map(
      ((existing?.inputs as DataRecord[] | undefined) ?? []).map((i) => [i.name as string, i]),
    );
    const theirs = new Set(parsed.inputs.map((input) => input.name));
    summary.realInputs += parsed.inputs.length;
    for (const input of parsed.inputs) {
      const mine = ours.get(input.name);
      if (!mine) continue;
      summary.presentInputs++;
      if (
        mine.required === input.required &&
        mine.type === input.type &&
        mine.default === input.default
      ) {
        summary.exactInputs++;
      }
    }
    summary.extraInputs += [...ours.keys()].filter((name) => !theirs.has(name)).length;
    const outputs = new Set((parsed.outputs ?? []).map((output) => output.name));
    summary.realOutputs += outputs.size;
    summary.extraOutputs += ((existing?.outputs as DataRecord[] | undefined) ?? []).filter(
      (output) => !outputs.has(output.name as string),
    ).length;
    if (existing?.version === parsed.version) summary.versionsMatching++;
  }
  return summary;
}

export function checkLines(planned: readonly Planned[]): string[] {
  return planned.flatMap(({ file, parsed, existing }) =>
    diffRecord(existing, parsed).map((line) => `${file}: ${line}`),
  );
}
