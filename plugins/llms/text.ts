/** The hand-written parts of /llms.txt: the summary, how to read the site as data, extra links. */
import type { DocInfo, Page } from './render';

export const summary =
  'Documentation of Gruntwork, which sells infrastructure as code for AWS: the Gruntwork Library ' +
  '(Terraform modules and the Service Catalog of deployable services built from them), the ' +
  'Reference Architecture (a multi-account AWS setup delivered as Terraform and Terragrunt code), ' +
  'Gruntwork Pipelines (CI/CD for infrastructure code), Patcher (updates module versions in ' +
  'your code) and the guides, release notes and knowledge base that go with them. It describes ' +
  'the products as of September 2023.';

export function details(siteUrl: string): string[] {
  return [
    `Every page is also served as Markdown: add \`.md\` to its URL (the home page is ${siteUrl}/index.md). ` +
      'The links below point at those Markdown files.',
    'Each module and service reference page also has its facts as JSON at the page URL plus `.json`: ' +
      'version, source, inputs (name, type, required, default, description), outputs and the releases ' +
      `that changed it, described by the JSON Schema at ${siteUrl}/schemas/reference-facts.schema.json.`,
  ];
}

/** Pages outside the sidebars that readers come for: the knowledge base index. */
export function extraPages(docs: ReadonlyMap<string, DocInfo>): { title: string; pages: Page[] }[] {
  const knowledgeBase = docs.get('discussions/knowledge-base/index');
  if (!knowledgeBase) {
    throw new Error(
      '[llms] plugins/llms/text.ts: doc "discussions/knowledge-base/index" is missing',
    );
  }
  return [{ title: 'Knowledge base', pages: [knowledgeBase] }];
}

export const optionalPages: Page[] = [
  {
    title: 'All pages as one Markdown file',
    description: 'Every page of the site in reading order (sidebar order, then the rest by URL).',
    permalink: '/llms-full.txt',
  },
  {
    title: 'JSON Schema of the module and service facts',
    description: 'The format of the .json file next to each reference page.',
    permalink: '/schemas/reference-facts.schema.json',
  },
];

/** robots.txt: everything may be crawled; it names the sitemap and the files for tools. */
export function robotsTxt(siteUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    '',
    `Sitemap: ${siteUrl}/sitemap.xml`,
    '',
    `# For language models and tools: ${siteUrl}/llms.txt (a map of the site),`,
    `# ${siteUrl}/llms-full.txt (every page as Markdown), and any page as Markdown at its URL + .md.`,
    '',
  ].join('\n');
}
