/**
 * Parses one generated reference page of the published site (gruntwork-io/docs, docs/reference)
 * into facts: version, source, kind, inputs and outputs. Descriptions and other prose are read
 * only to classify the page; they never leave this module except as `factSource`, which the
 * description worklist shows to writers and nothing writes into data/.
 *
 * The page is split in three: the generated header (front matter, version badge, source links),
 * the module's README prose, and the generated "Sample Usage" and "Reference" sections. The
 * generated parts are parsed as MDX; the README prose as plain Markdown, because the site that
 * published it used MDX 1, which accepted prose (autolinks, braces) that MDX 3 rejects.
 */
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkFrontmatter from 'remark-frontmatter';
import { parse as parseYaml } from 'yaml';
import type { Code, Nodes, Root, Text } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { parseUsageBlock } from './usage-block';

export type PublishedKind =
  'terraform' | 'scripts' | 'docker' | 'packer' | 'collection' | 'deprecated';

export type PublishedInput = {
  name: string;
  required: boolean;
  type?: string;
  default?: string;
  typeDetails?: string;
  /** The published description, for writers only: never written to data/. */
  factSource?: string;
};

export type PublishedOutput = { name: string; factSource?: string };

export type PublishedPage = {
  title: string;
  version: string;
  lastModifiedVersion?: string;
  repository: string;
  source: string;
  kind: PublishedKind;
  deprecation?: { since?: string; replacedBy?: string };
  submodules?: string[];
  /** Tags of the page's front matter, as published (service pages have them). */
  tags?: string[];
  /** Where the inputs come from: the Reference section, or only the sample usage. */
  recorded: 'reference' | 'usage' | 'none';
  inputs: PublishedInput[];
  outputs?: PublishedOutput[];
  /** The README prose, for writers only. */
  prose: string;
};

/** A page that does not have the shape of a generated reference page. */
export class PageError extends Error {
  constructor(page: string, item: string | undefined, message: string) {
    super(`${page}${item ? ` (${item})` : ''}: ${message}`);
    this.name = 'PageError';
  }
}

const mdx = unified().use(remarkParse).use(remarkFrontmatter).use(remarkMdx);
const markdown = unified().use(remarkParse);

type Jsx = MdxJsxFlowElement | MdxJsxTextElement;

function isJsx(node: Nodes): node is Jsx {
  return node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';
}

function walk(
  node: Nodes,
  visit: (node: Nodes, parents: Nodes[]) => void,
  parents: Nodes[] = [],
): void {
  visit(node, parents);
  if ('children' in node) for (const child of node.children) walk(child, visit, [...parents, node]);
}

function attr(node: Jsx, name: string): string | undefined {
  for (const attribute of node.attributes) {
    if (attribute.type === 'mdxJsxAttribute' && attribute.name === name) {
      return typeof attribute.value === 'string' ? attribute.value : undefined;
    }
  }
  return undefined;
}

function childJsx(node: Jsx, name: string): Jsx | undefined {
  return node.children.find(
    (child): child is Jsx => isJsx(child as Nodes) && (child as Jsx).name === name,
  );
}

function codeIn(node: Jsx): string | undefined {
  const code = node.children.find((child): child is Code => child.type === 'code');
  return code?.value.trim();
}

function parseMdx(page: string, text: string, part: string): Root {
  try {
    return mdx.parse(text);
  } catch (error) {
    const { line } = error as { line?: number };
    throw new PageError(
      page,
      part,
      `not valid MDX${line ? ` at line ${line} of that part` : ''}: ${(error as Error).message}`,
    );
  }
}

const sectionHeading = /^## (Sample Usage|Reference)[ \t]*$/m;
/** The generated description blocks: prose that MDX 3 may reject, kept aside by item order. */
const descriptionBlock = /<HclListItemDescription>\n([\s\S]*?)\n<\/HclListItemDescription>/g;
// Generated for untyped `any` variables: boilerplate, not a fact about the type.
const anyTypeNote = /^Any types represent complex values/;

function version(value: string | undefined, page: string, what: string): string {
  if (!value || !/^\d+\.\d+\.\d+$/.test(value)) {
    throw new PageError(
      page,
      'VersionBadge',
      `${what} must be a version such as 0.29.11, got ${JSON.stringify(value)}`,
    );
  }
  return `v${value}`;
}

/** Header facts: title, version badge and the "View Source" link. */
function parseHeader(page: string, text: string) {
  const tree = parseMdx(page, text, 'header');
  let title: string | undefined;
  let tags: string[] | undefined;
  let badge: Jsx | undefined;
  let sourceHref: string | undefined;
  walk(tree, (node) => {
    if (node.type === 'yaml') {
      const front = parseYaml(node.value) as { title?: unknown; tags?: unknown } | null;
      if (typeof front?.title === 'string') title = front.title;
      if (front?.tags !== undefined) {
        if (!Array.isArray(front.tags) || !front.tags.every((tag) => typeof tag === 'string')) {
          throw new PageError(page, 'front matter', 'tags must be a list of names');
        }
        tags = front.tags;
      }
    }
    if (isJsx(node) && node.name === 'VersionBadge') badge = node;
    if (isJsx(node) && node.name === 'a' && /View Source/.test(JSON.stringify(node.children))) {
      sourceHref = attr(node, 'href');
    }
  });
  if (!title) throw new PageError(page, 'front matter', 'has no title');
  if (!badge) throw new PageError(page, 'VersionBadge', 'is missing');
  const source = /^https:\/\/github\.com\/gruntwork-io\/([^/]+)\/tree\/v([^/]+)\/(.+)$/.exec(
    sourceHref ?? '',
  );
  if (!source)
    throw new PageError(
      page,
      'View Source',
      `link must point into a gruntwork-io repository, got ${JSON.stringify(sourceHref)}`,
    );
  const v = version(attr(badge, 'version'), page, 'version');
  if (`v${source[2]}` !== v)
    throw new PageError(page, 'View Source', `link is at v${source[2]}, the badge says ${v}`);
  const last = attr(badge, 'lastModifiedVersion');
  return {
    title,
    ...(tags ? { tags } : {}),
    version: v,
    ...(last ? { lastModifiedVersion: version(last, page, 'lastModifiedVersion') } : {}),
    repository: source[1] ?? '',
    source: (source[3] ?? '').replace(/\/$/, ''),
  };
}

function plainText(node: Nodes): string {
  let text = '';
  walk(node, (child) => {
    if (child.type === 'text' || child.type === 'inlineCode') text += (child as Text).value;
  });
  return text;
}

/** Kind of a page without generated sections, read from the README's own words. */
function classify(prose: string, source: string) {
  const tree = markdown.parse(prose);
  const text = plainText(tree).replace(/\s+/g, ' ');
  const merged = /The (\S+) module has been merged with (\S+) as of (v\d+\.\d+\.\d+)/.exec(text);
  if (merged)
    return {
      kind: 'deprecated' as const,
      deprecation: { since: merged[3] ?? '', replacedBy: merged[2] ?? '' },
    };
  const removed = /The (\S+) module has been deprecated and removed as of (v\d+\.\d+\.\d+)/.exec(
    text,
  );
  if (removed) return { kind: 'deprecated' as const, deprecation: { since: removed[2] ?? '' } };
  const renamed = /^(\S+) has been renamed to (\S+?)\./.exec(text.trim());
  if (renamed)
    return { kind: 'deprecated' as const, deprecation: { replacedBy: renamed[2] ?? '' } };
  // A README that shows a `module` block with this source is a Terraform module whose inputs
  // were never recorded.
  if (new RegExp(`//${source}\\?ref=`).test(prose)) return { kind: 'terraform' as const };
  if (/\bDocker Module\b/.test(text)) return { kind: 'docker' as const };
  if (/meant to be used with Packer\b/.test(text)) return { kind: 'packer' as const };
  const submodules = new Set<string>();
  walk(tree, (node) => {
    if (node.type !== 'link') return;
    const match = /\/tree\/v[\d.]+\/(.+)$/.exec(node.url);
    const rest = match?.[1]?.startsWith(`${source}/`)
      ? match[1].slice(source.length + 1)
      : undefined;
    if (rest && /^[a-z0-9-]+$/.test(rest)) submodules.add(rest);
  });
  if (submodules.size >= 2)
    return { kind: 'collection' as const, submodules: [...submodules].sort() };
  return { kind: 'scripts' as const };
}

/**
 * Attribute defaults are JSON written over several lines, whose indentation the MDX parser
 * drops; laying the value out again restores it. Anything that is not JSON is kept as it is.
 */
function jsonLayout(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  try {
    return JSON.stringify(JSON.parse(value), null, 2);
  } catch {
    return value;
  }
}

/** Inputs and outputs of the Reference section. */
function parseReference(page: string, text: string, descriptions: string[]) {
  const tree = parseMdx(page, text, 'Reference');
  const inputs: PublishedInput[] = [];
  const outputs: PublishedOutput[] = [];
  let itemIndex = 0;
  walk(tree, (node, parents) => {
    if (!isJsx(node) || node.name !== 'HclListItem') return;
    const name = attr(node, 'name');
    if (!name) throw new PageError(page, `item ${itemIndex + 1}`, 'HclListItem has no name');
    const tab = parents
      .filter(isJsx)
      .filter((parent) => parent.name === 'TabItem')
      .map((parent) => attr(parent, 'value'))
      .pop();
    const described = childJsx(node, 'HclListItemDescription');
    const factSource = described ? descriptions[itemIndex++] : undefined;
    if (tab === 'outputs') {
      outputs.push({ name, ...(factSource ? { factSource } : {}) });
      return;
    }
    if (tab !== 'inputs') throw new PageError(page, name, `is outside the Inputs and Outputs tabs`);
    const requirement = attr(node, 'requirement');
    if (requirement !== 'required' && requirement !== 'optional') {
      throw new PageError(
        page,
        name,
        `requirement must be required or optional, got ${JSON.stringify(requirement)}`,
      );
    }
    const type = attr(node, 'type');
    const details = childJsx(node, 'HclListItemTypeDetails');
    const typeDetails = details ? codeIn(details) : undefined;
    const defaultNode = childJsx(node, 'HclListItemDefaultValue');
    const defaultValue = defaultNode
      ? (jsonLayout(attr(defaultNode, 'defaultValue')) ?? codeIn(defaultNode))
      : undefined;
    if (requirement === 'optional' && defaultValue === undefined) {
      throw new PageError(page, name, 'is optional but has no default value');
    }
    if (requirement === 'required' && defaultNode)
      throw new PageError(page, name, 'is required but has a default value');
    inputs.push({
      name,
      required: requirement === 'required',
      ...(type ? { type } : {}),
      ...(defaultValue !== undefined ? { default: defaultValue.trim() } : {}),
      ...(typeDetails && !anyTypeNote.test(typeDetails) ? { typeDetails } : {}),
      ...(factSource ? { factSource } : {}),
    });
  });
  return { inputs, outputs };
}

function findUsage(page: string, text: string): string | undefined {
  const tree = parseMdx(page, text, 'Sample Usage');
  let usage: string | undefined;
  walk(tree, (node) => {
    if (!usage && node.type === 'code' && /title="main\.tf"/.test(node.meta ?? ''))
      usage = node.value;
  });
  return usage;
}

/** Parses a whole published page. `page` names it in errors (its path in the repository). */
export function parsePublishedPage(page: string, raw: string): PublishedPage {
  const text = raw.replace(/\r\n/g, '\n').replace(/<!--[\s\S]*?-->/g, '');
  const headerEnd = /^<a [^\n]*Release Notes<\/a>[ \t]*$/m.exec(text);
  if (!headerEnd) throw new PageError(page, 'Release Notes', 'link is missing');
  const headerText = text.slice(0, headerEnd.index + headerEnd[0].length);
  const header = parseHeader(page, headerText);
  const rest = text.slice(headerText.length);
  const sections = rest.split(sectionHeading);
  const prose = (sections[0] ?? '').trim();
  let usageText: string | undefined;
  let referenceText: string | undefined;
  for (let i = 1; i < sections.length; i += 2) {
    if (sections[i] === 'Sample Usage') usageText = sections[i + 1];
    else referenceText = sections[i + 1];
  }
  if (referenceText !== undefined) {
    const descriptions: string[] = [];
    const blanked = referenceText.replace(descriptionBlock, (_, body: string) => {
      descriptions.push(body.trim().replace(/\s+/g, ' '));
      return '<HclListItemDescription>\n</HclListItemDescription>';
    });
    const { inputs, outputs } = parseReference(page, blanked, descriptions);
    // An empty Reference section (a scripts-only service) records nothing.
    if (inputs.length || outputs.length) {
      return { ...header, kind: 'terraform', recorded: 'reference', inputs, outputs, prose };
    }
  }
  if (usageText !== undefined) {
    const usage = findUsage(page, usageText);
    if (!usage) throw new PageError(page, 'Sample Usage', 'has no main.tf code block');
    return {
      ...header,
      kind: 'terraform',
      recorded: 'usage',
      inputs: parseUsageBlock(page, usage),
      prose,
    };
  }
  const classified = classify(prose, header.source);
  return { ...header, ...classified, recorded: 'none', inputs: [], prose };
}
