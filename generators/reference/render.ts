/** Renders module and service data into MDX reference pages (pure: returns files). */
import type { Loaded } from '../shared/load-all';
import {
  codeBlock,
  escapeText,
  frontMatter,
  generatedNotice,
  inlineCode,
  markdownToMdx,
} from '../shared/mdx';
import type { OutputFile } from '../shared/types';
import { categoryLabels, githubOrgUrl, groupLabels, serviceCatalogRepo } from './catalog';
import type { InputData, ModuleData, ServiceData } from './schema';
import { outputRoots } from '../shared/output-roots';

export const outputRoot = outputRoots.reference;

function renderInput(input: InputData): string {
  const facts = [
    `**Type:** ${inlineCode(input.type)}`,
    input.required ? '**Required**' : `**Default:** ${inlineCode(input.default ?? 'null')}`,
    ...(input.sensitive ? ['**Sensitive**'] : []),
  ].join(' · ');
  const details = input.typeDetails
    ? `\n\n<details>\n<summary>Type details</summary>\n\n${codeBlock('hcl', input.typeDetails)}\n\n</details>`
    : '';
  return `### ${inlineCode(input.name)} {/* #${input.name} */}\n\n${facts}\n\n${markdownToMdx(input.description)}${details}`;
}

function renderReference(data: ModuleData | ServiceData): string {
  const required = data.inputs.filter((input) => input.required);
  const optional = data.inputs.filter((input) => !input.required);
  const outputs = data.outputs
    .map(
      (output) =>
        `### ${inlineCode(output.name)} {/* #output-${output.name} */}\n\n${output.sensitive ? '**Sensitive** · ' : ''}${markdownToMdx(output.description)}`,
    )
    .join('\n\n');
  return [
    '## Required inputs',
    required.length
      ? required.map(renderInput).join('\n\n')
      : 'This module has no required inputs.',
    '## Optional inputs',
    optional.length
      ? optional.map(renderInput).join('\n\n')
      : 'This module has no optional inputs.',
    '## Outputs',
    outputs,
  ].join('\n\n');
}

function renderUsage(data: ModuleData | ServiceData): string {
  return [
    '## Sample usage',
    '<Tabs groupId="iac-tool">',
    '<TabItem value="terraform" label="Terraform" default>\n',
    codeBlock('hcl', data.usage.terraform, 'main.tf'),
    '\n</TabItem>',
    '<TabItem value="terragrunt" label="Terragrunt">\n',
    codeBlock('hcl', data.usage.terragrunt, 'terragrunt.hcl'),
    '\n</TabItem>',
    '</Tabs>',
  ].join('\n');
}

function header(props: Record<string, string>): string {
  return `<ReferenceHeader {...${JSON.stringify(props)}} />`;
}

/** Header, overview, features and usage: the part module and service pages share. */
function renderIntro(
  data: ModuleData | ServiceData,
  kind: 'module' | 'service',
  links: { group: string; sourceUrl: string; releasesUrl: string },
): string[] {
  return [
    header({
      kind,
      group: links.group,
      version: data.version,
      sourceUrl: links.sourceUrl,
      releasesUrl: links.releasesUrl,
      description: data.description,
    }),
    markdownToMdx(data.overview),
    '## Features',
    data.features.map((feature) => `- ${escapeText(feature)}`).join('\n'),
    renderUsage(data),
  ];
}

/** One module page at /reference/modules/terraform-aws-<group>/<slug>. */
export function renderModule({ file, data }: Loaded<ModuleData>): OutputFile {
  const repo = `terraform-aws-${data.group}`;
  const repoUrl = `${githubOrgUrl}/${repo}`;
  const body = [
    frontMatter({
      title: data.title,
      sidebar_label: data.slug,
      description: data.description,
      pagination_next: null,
      pagination_prev: null,
    }),
    generatedNotice(file),
    ...renderIntro(data, 'module', {
      group: groupLabels[data.group],
      sourceUrl: `${repoUrl}/tree/${data.version}/modules/${data.slug}`,
      releasesUrl: `${repoUrl}/releases/tag/${data.version}`,
    }),
    renderReference(data),
  ].join('\n\n');
  return { path: `${outputRoot}/modules/${repo}/${data.slug}.mdx`, content: `${body}\n` };
}

/** One service page at /reference/services/<category>/<slug>. */
export function renderService({ file, data }: Loaded<ServiceData>): OutputFile {
  const repoUrl = `${githubOrgUrl}/${serviceCatalogRepo}`;
  const body = [
    frontMatter({
      title: data.title,
      sidebar_label: data.title,
      description: data.description,
      tags: data.tags,
      pagination_next: null,
      pagination_prev: null,
    }),
    generatedNotice(file),
    ...renderIntro(data, 'service', {
      group: categoryLabels[data.category],
      sourceUrl: `${repoUrl}/tree/${data.version}`,
      releasesUrl: `${repoUrl}/releases/tag/${data.version}`,
    }),
    '## Deploy',
    markdownToMdx(data.deploy),
    '## Manage',
    markdownToMdx(data.manage),
    renderReference(data),
  ].join('\n\n');
  return { path: `${outputRoot}/services/${data.category}/${data.slug}.mdx`, content: `${body}\n` };
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
): OutputFile[] {
  return [...renderCategories(), ...modules.map(renderModule), ...services.map(renderService)];
}
