/** Renders module and service data into MDX reference pages (pure: returns files). */
import { socialCardPath } from '../../src/lib/socialCards';
import { dataEditUrl } from '../shared/edit-url';
import { folderOf } from './folders';
import type { Loaded } from '../shared/load-all';
import { inertAdmonition, inertInline, inertMdx } from '../shared/inert-mdx';
import { codeBlock, frontMatter, generatedNotice, inlineCode } from '../shared/mdx';
import { pageData, type PageData } from '../shared/page-data';
import type { OutputFile } from '../shared/types';
import { categoryLabels, githubOrgUrl, groupLabels, serviceCatalogRepo } from './catalog';
import { filterThreshold, inputItem, outputItem } from './items';
import type { ModuleData, ServiceData } from './schema';
import { terraformUsage, terragruntUsage } from './usage';
import { changelogFor, type ChangelogEntry } from './changelog';
import { releaseKindLabels } from '../../src/lib/releaseKinds';
import type { RepoReleases } from '../releases/schema';
import { outputRoots } from '../shared/output-roots';
import { moduleId, serviceId } from './pages';
import type { ArticleLink } from '../knowledge-base/render';

/** Knowledge-base articles per reference id (see generators/knowledge-base/render.ts). */
export type ArticleLinks = ReadonlyMap<string, readonly ArticleLink[]>;

export const outputRoot = outputRoots.reference;

type Page = ModuleData | ServiceData;
type Context = {
  file: string;
  repository: string;
  data: Page;
  store: PageData;
  changelog: ChangelogEntry[];
  articles: readonly ArticleLink[];
};

/** Releases shown with their summary; older ones are listed by version (page weight). */
const summarisedReleases = 10;

/** The releases that changed this page's module, newest first, each linked to its month entry. */
function renderChangelog({ changelog, data }: Context): string[] {
  const folder = folderOf(data.source);
  if (changelog.length === 0) {
    return [
      '## Changelog',
      `No release up to August 2023 lists \`${folder}\` among the modules affected in its published notes.`,
    ];
  }
  const recent = changelog.slice(0, summarisedReleases).map((entry) => {
    const label = entry.kind ? (releaseKindLabels[entry.kind] ?? entry.kind) : undefined;
    const kind = label ? ` · ${label.toLowerCase()}` : '';
    return `- [${inlineCode(entry.version)}](${entry.href}) · ${entry.published}${kind}: ${inertInline(entry.summary, entry.where)}`;
  });
  const older = changelog.slice(summarisedReleases);
  return [
    '## Changelog',
    `${changelog.length} ${changelog.length === 1 ? 'release lists' : 'releases list'} \`${folder}\` among the modules affected in their published notes, newest first. Each version links to its entry in the monthly release notes, where its summary is.`,
    recent.join('\n'),
    ...(older.length
      ? [
          `Earlier releases, each linked to its summary: ${older.map((entry) => `[${entry.version}](${entry.href}) (${entry.published})`).join(', ')}.`,
        ]
      : []),
  ];
}

/** The knowledge-base articles about this module, newest thread first. */
function renderArticles({ articles, data }: Context): string[] {
  if (articles.length === 0) return [];
  return [
    '## Knowledge base',
    `${articles.length === 1 ? 'This article of the knowledge base deals' : `These ${articles.length} articles of the knowledge base deal`} with this ${'category' in data ? 'service' : 'module'}:`,
    articles
      .map(
        (article) =>
          `- [${inertInline(article.title, `${article.file ?? `discussion ${article.number}`}: title`)}](${article.href})`,
      )
      .join('\n'),
  ];
}

const kindLabels: Record<Page['kind'], string | undefined> = {
  terraform: undefined,
  scripts: 'Scripts',
  docker: 'Docker',
  packer: 'Packer',
  collection: 'Collection',
  deprecated: 'Deprecated',
};

const toolPhrases: Partial<Record<Page['kind'], string>> = {
  scripts: 'a scripts module',
  docker: 'a Docker module',
  packer: 'a module for Packer templates',
};

function treeUrl({ repository, data }: Context, path = data.source): string {
  return `${githubOrgUrl}/${repository}/tree/${data.version}/${path}`;
}

function props(value: unknown): string {
  return `{...${JSON.stringify(value)}}`;
}

function renderUsage(context: Context): string[] {
  const { data, repository } = context;
  const facts = {
    slug: data.slug,
    repository,
    source: data.source,
    version: data.version,
    inputs: data.inputs,
  };
  return [
    '## Sample usage',
    data.recordedFrom === 'none'
      ? 'The published reference of this version does not list the inputs, so the sample shows only the source; check `variables.tf` at this version for required inputs.'
      : 'Every required input is set to a placeholder of its type; optional inputs keep their defaults until you set them.',
    '<Tabs groupId="iac-tool">',
    '<TabItem value="terraform" label="Terraform" default>\n',
    codeBlock('hcl', terraformUsage(facts), 'main.tf'),
    '\n</TabItem>',
    '<TabItem value="terragrunt" label="Terragrunt">\n',
    codeBlock('hcl', terragruntUsage(facts), 'terragrunt.hcl'),
    '\n</TabItem>',
    '</Tabs>',
  ];
}

function recordNote(context: Context): string[] {
  const { data } = context;
  const variables = `[\`variables.tf\`](${treeUrl(context, `${data.source}/variables.tf`)})`;
  const outputs = `[\`outputs.tf\`](${treeUrl(context, `${data.source}/outputs.tf`)})`;
  if (data.recordedFrom === 'sample-usage') {
    return [
      `:::note[What this version records]\n\nThe published reference of ${data.version} lists this module's inputs only in its sample usage: their names, which are required, the types of required inputs and the defaults of optional ones. Types of optional inputs and the outputs are not recorded; see ${variables} and ${outputs} at this version.\n\n:::`,
    ];
  }
  if (data.recordedFrom === 'none') {
    return [
      `:::note[What this version records]\n\nThe published reference of ${data.version} does not list this module's inputs or outputs; see ${variables} and ${outputs} at this version.\n\n:::`,
    ];
  }
  return [];
}

function renderItems(context: Context): string[] {
  const { data, store } = context;
  const required = data.inputs.filter((input) => input.required).map(inputItem);
  const optional = data.inputs.filter((input) => !input.required).map(inputItem);
  const outputs = data.outputs.map(outputItem);
  const all = [...required, ...optional, ...outputs];
  const types = [...new Set(all.map((item) => item.type).filter((type) => type !== undefined))];
  const list = (items: unknown[], section: 'required' | 'optional' | 'output', empty: string) =>
    `<ReferenceItems items={${store.ref(items)}} section="${section}" empty=${JSON.stringify(empty)} />`;
  return [
    ...(all.length >= filterThreshold
      ? [`<ReferenceFilter ${props({ total: all.length, types })} />`]
      : []),
    '## Required inputs',
    list(required, 'required', 'This module has no required inputs.'),
    '## Optional inputs',
    list(optional, 'optional', 'This module has no optional inputs.'),
    ...(data.recordedFrom === 'reference'
      ? ['## Outputs', list(outputs, 'output', 'This module has no outputs.')]
      : []),
  ];
}

function renderKindSections(context: Context): string[] {
  const { data } = context;
  switch (data.kind) {
    case 'terraform':
      return [...renderUsage(context), ...recordNote(context), ...renderItems(context)];
    case 'collection':
      return [
        '## Submodules',
        `Each submodule is a Terraform module of its own under \`${data.source}/\` at ${data.version}:`,
        (data.submodules ?? [])
          .map((name) => `- [${inlineCode(name)}](${treeUrl(context, `${data.source}/${name}`)})`)
          .join('\n'),
      ];
    case 'deprecated':
      return [];
    default:
      return [
        `:::info[Not a Terraform module]\n\nThis is ${toolPhrases[data.kind] ?? 'a tool'}: it has no Terraform inputs or outputs. [Its source at ${data.version}](${treeUrl(context)}) holds the files and their usage notes.\n\n:::`,
      ];
  }
}

function deprecationNotice({ data, file }: Context): string[] {
  if (data.kind !== 'deprecated' || !data.replacement) return [];
  const since = data.deprecation?.since ? ` since ${data.deprecation.since}` : '';
  const successor = data.deprecation?.replacedBy;
  // The replacing module lives in the same group; the build's link check catches a wrong slug.
  const link =
    successor && 'group' in data
      ? `\n\nReference of the replacement: [${inlineCode(successor)}](/reference/modules/terraform-aws-${data.group}/${successor}).`
      : '';
  return [
    inertAdmonition(
      'caution',
      `Deprecated${since}`,
      `${inertMdx(data.replacement, `${file}: replacement`)}${link}`,
      `${file}: replacement`,
    ),
  ];
}

function header(context: Context, kind: 'module' | 'service', group: string): string {
  const { data } = context;
  const label = kindLabels[data.kind];
  return `<ReferenceHeader ${props({
    kind,
    group,
    version: data.version,
    sourceUrl: treeUrl(context),
    releasesUrl: '#changelog',
    description: data.description,
    ...(label ? { status: label } : {}),
  })} />`;
}

function renderBody(context: Context, kind: 'module' | 'service', group: string): string[] {
  const { data, file } = context;
  return [
    header(context, kind, group),
    ...deprecationNotice(context),
    inertMdx(data.overview, `${file}: overview`),
    '## Features',
    data.features
      .map((feature, i) => `- ${inertInline(feature, `${file}: features.${i}`)}`)
      .join('\n'),
    ...(kind === 'service' && 'deploy' in data
      ? [
          '## Deploy',
          inertMdx(data.deploy, `${file}: deploy`),
          '## Manage',
          inertMdx(data.manage, `${file}: manage`),
        ]
      : []),
    ...renderKindSections(context),
    ...renderArticles(context),
    ...renderChangelog(context),
  ];
}

// Imported by the page rather than registered in MDXComponents, so only reference pages load them.
const itemImports = [
  "import ReferenceFilter from '@site/src/components/ReferenceFilter';",
  "import ReferenceItems from '@site/src/components/ReferenceItems';",
].join('\n');

function page(
  context: Context,
  path: string,
  front: Record<string, unknown>,
  body: string[],
): OutputFile[] {
  const imports = context.data.kind === 'terraform' ? [itemImports] : [];
  const edit = { custom_edit_url: dataEditUrl(context.file) };
  // The date the module last changed, by its newest release: the page's date in the sitemap.
  const newest = context.changelog[0]?.published;
  const updated = newest ? { last_update: { date: newest } } : {};
  const content = [
    frontMatter({ ...front, image: socialCardPath('reference'), ...edit, ...updated }),
    ...imports,
    generatedNotice(context.file),
    ...body,
  ].join('\n\n');
  return context.store.files({ path, content: `${content}\n` });
}

/** One module page at /reference/modules/terraform-aws-<group>/<slug>. */
export function renderModule(
  { file, data }: Loaded<ModuleData>,
  releases: readonly Loaded<RepoReleases>[] = [],
  articleLinks: ArticleLinks = new Map(),
): OutputFile[] {
  const repository = `terraform-aws-${data.group}`;
  const changelog = changelogFor(releases, repository, data.source);
  const articles = articleLinks.get(moduleId(data)) ?? [];
  const context: Context = { file, repository, data, store: pageData(), changelog, articles };
  return page(
    context,
    `${outputRoot}/modules/${repository}/${data.slug}.mdx`,
    {
      title: data.title,
      sidebar_label: data.slug,
      description: data.description,
      pagination_next: null,
      pagination_prev: null,
    },
    renderBody(context, 'module', groupLabels[data.group]),
  );
}

/** One service page at /reference/services/<category>/<slug>. */
export function renderService(
  { file, data }: Loaded<ServiceData>,
  releases: readonly Loaded<RepoReleases>[] = [],
  articleLinks: ArticleLinks = new Map(),
): OutputFile[] {
  const changelog = changelogFor(releases, serviceCatalogRepo, data.source);
  const context: Context = {
    file,
    repository: serviceCatalogRepo,
    data,
    store: pageData(),
    changelog,
    articles: articleLinks.get(serviceId(data)) ?? [],
  };
  return page(
    context,
    `${outputRoot}/services/${data.category}/${data.slug}.mdx`,
    {
      title: data.title,
      sidebar_label: data.title,
      description: data.description,
      tags: data.tags,
      pagination_next: null,
      pagination_prev: null,
    },
    renderBody(context, 'service', categoryLabels[data.category]),
  );
}

/** Sidebar category files: group and category labels, ordered as the catalog lists them. */
export function renderCategories(): OutputFile[] {
  const files: OutputFile[] = [
    {
      path: `${outputRoot}/services/_category_.json`,
      content: json({ label: 'Service Catalog', position: 1 }),
    },
    {
      path: `${outputRoot}/modules/_category_.json`,
      content: json({ label: 'Module Catalog', position: 2 }),
    },
  ];
  Object.entries(categoryLabels).forEach(([category, label], index) => {
    files.push({
      path: `${outputRoot}/services/${category}/_category_.json`,
      content: json({ label, position: index + 1 }),
    });
  });
  Object.entries(groupLabels).forEach(([group, label], index) => {
    files.push({
      path: `${outputRoot}/modules/terraform-aws-${group}/_category_.json`,
      content: json({ label, position: index + 1 }),
    });
  });
  return files;
}

function json(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}

/** All reference pages and sidebar metadata. */
export function renderReferencePages(
  modules: readonly Loaded<ModuleData>[],
  services: readonly Loaded<ServiceData>[],
  releases: readonly Loaded<RepoReleases>[] = [],
  articleLinks: ArticleLinks = new Map(),
): OutputFile[] {
  return [
    ...renderCategories(),
    ...modules.flatMap((module) => renderModule(module, releases, articleLinks)),
    ...services.flatMap((service) => renderService(service, releases, articleLinks)),
  ];
}
