/**
 * Each reference page's facts as JSON at `<page URL>.json`, for tools (pure: returns files).
 * Only what the validated data holds: a fact the data lacks is left out, never filled in.
 */
import type { Loaded } from '../shared/load-all';
import type { OutputFile } from '../shared/types';
import type { RepoReleases } from '../releases/schema';
import { githubOrgUrl, serviceCatalogRepo } from './catalog';
import { changelogFor } from './changelog';
import { factsJsonSchema, factsSchemaRoute, referenceFactsSchema } from './facts-schema';
import type { ReferenceFacts } from './facts-schema';
import { moduleId, moduleRoute, serviceId, serviceRoute } from './pages';
import type { ModuleData, ServiceData } from './schema';
import { moduleSource } from './usage';

/** Docusaurus serves this folder at the site root (staticDirectories in docusaurus.config.ts). */
const staticDir = 'generated/static';

type Page = {
  data: ModuleData | ServiceData;
  id: string;
  route: string;
  repository: string;
  /** Group, or category and tags: what places the page in the catalog. */
  place: Pick<ReferenceFacts, 'group' | 'category' | 'tags'>;
};

function siteBase(siteUrl: string): string {
  return siteUrl.replace(/\/+$/, '');
}

function inputFacts(data: Page['data']): Pick<ReferenceFacts, 'inputs' | 'outputs'> {
  // Listed only where they were recorded: an empty list would claim "none" for a module whose
  // published reference simply did not list them.
  const inputs =
    data.recordedFrom === 'reference' || data.recordedFrom === 'sample-usage'
      ? data.inputs.map((input) => ({
          name: input.name,
          ...(input.type === undefined ? {} : { type: input.type }),
          ...(input.typeDetails === undefined ? {} : { typeDetails: input.typeDetails }),
          required: input.required,
          ...(input.default === undefined ? {} : { default: input.default }),
          description: input.description,
        }))
      : undefined;
  const outputs =
    data.recordedFrom === 'reference'
      ? data.outputs.map(({ name, description }) => ({ name, description }))
      : undefined;
  return { ...(inputs ? { inputs } : {}), ...(outputs ? { outputs } : {}) };
}

function facts(
  page: Page,
  releases: readonly Loaded<RepoReleases>[],
  siteUrl: string,
): ReferenceFacts {
  const { data, repository } = page;
  const site = siteBase(siteUrl);
  return {
    $schema: `${site}${factsSchemaRoute}`,
    id: page.id,
    title: data.title,
    description: data.description,
    url: `${site}${page.route}`,
    kind: data.kind,
    ...page.place,
    repository,
    version: data.version,
    ...(data.lastModifiedVersion ? { lastModifiedVersion: data.lastModifiedVersion } : {}),
    path: data.source,
    sourceUrl: `${githubOrgUrl}/${repository}/tree/${data.version}/${data.source}`,
    // The page shows a Terraform source only in the sample usage of a Terraform module.
    ...(data.kind === 'terraform' ? { source: moduleSource({ ...data, repository }) } : {}),
    ...(data.recordedFrom ? { recordedFrom: data.recordedFrom } : {}),
    ...(data.deprecation
      ? {
          deprecation: {
            ...data.deprecation,
            ...(data.replacement ? { replacement: data.replacement } : {}),
          },
        }
      : {}),
    ...(data.submodules ? { submodules: data.submodules } : {}),
    ...inputFacts(data),
    // The same list as the page's changelog, so the two never disagree.
    releases: changelogFor(releases, repository, data.source).map((entry) => ({
      version: entry.version,
      published: entry.published,
      url: `${site}${entry.href}`,
      ...(entry.kind ? { kind: entry.kind } : {}),
      summary: entry.summary,
    })),
  };
}

/** The facts of a module's page. */
export function moduleFacts(
  data: ModuleData,
  releases: readonly Loaded<RepoReleases>[],
  siteUrl: string,
): ReferenceFacts {
  const page: Page = {
    data,
    id: moduleId(data),
    route: moduleRoute(data),
    repository: `terraform-aws-${data.group}`,
    place: { group: data.group },
  };
  return facts(page, releases, siteUrl);
}

/** The facts of a service's page. */
export function serviceFacts(
  data: ServiceData,
  releases: readonly Loaded<RepoReleases>[],
  siteUrl: string,
): ReferenceFacts {
  const page: Page = {
    data,
    id: serviceId(data),
    route: serviceRoute(data),
    repository: serviceCatalogRepo,
    place: { category: data.category, tags: data.tags },
  };
  return facts(page, releases, siteUrl);
}

function json(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}

/** Where the facts of the page at `route` (/reference/...) go: served at `<route>.json`. */
export function factsPath(route: string): string {
  return `${staticDir}${route}.json`;
}

function factsFile(route: string, value: ReferenceFacts): OutputFile {
  // A bug here would publish files that break the schema's promise: fail the run instead.
  const parsed = referenceFactsSchema.safeParse(value);
  if (!parsed.success) {
    throw new Error(`Facts of ${value.id} do not match their schema:\n${parsed.error.message}`);
  }
  return { path: factsPath(route), content: json(value) };
}

/** The JSON Schema and one facts file per module and service page. */
export function renderReferenceFacts(
  modules: readonly Loaded<ModuleData>[],
  services: readonly Loaded<ServiceData>[],
  releases: readonly Loaded<RepoReleases>[],
  siteUrl: string,
): OutputFile[] {
  return [
    {
      path: `${staticDir}${factsSchemaRoute}`,
      content: json(factsJsonSchema(siteBase(siteUrl))),
    },
    ...modules.map(({ data }) =>
      factsFile(moduleRoute(data), moduleFacts(data, releases, siteUrl)),
    ),
    ...services.map(({ data }) =>
      factsFile(serviceRoute(data), serviceFacts(data, releases, siteUrl)),
    ),
  ];
}
