/**
 * The concrete facts of a Markdown or MDX page that a reader would copy: inline-code strings,
 * command-line flags and version numbers (pure). Parsed with remark, so code spans and code
 * blocks are told apart from prose; MDX syntax that Markdown cannot read stays plain text.
 */
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import type { Nodes } from 'mdast';

export type FactKind = 'code' | 'flag' | 'version';
export type Fact = { kind: FactKind; value: string };

const markdown = unified().use(remarkParse).use(remarkFrontmatter).use(remarkGfm);

const flag = /(?<![\w/.-])--[a-z][a-z0-9]*(?:-[a-z0-9]+)*(?==|\b)/g;
const version = /(?<![\w./-])v?\d+\.\d+(?:\.\d+)?(?:-[a-z0-9.]+)?(?![\w/-]|\.\d)/g;
const url = /\b(?:https?:\/\/|www\.)\S+/g;

/** Inline code worth checking: not a lone symbol or a one-letter name. */
function codeFact(value: string): boolean {
  const trimmed = value.trim();
  return trimmed.length >= 2 && /[A-Za-z0-9]/.test(trimmed) && trimmed.length <= 120;
}

function walk(node: Nodes, visit: (node: Nodes) => void): void {
  visit(node);
  if ('children' in node) for (const child of node.children as Nodes[]) walk(child, visit);
}

/** The facts of a page, each once, in order of first appearance. */
export function extractFacts(source: string): Fact[] {
  const tree = markdown.parse(source.replace(/\r\n/g, '\n')) as Nodes;
  const facts = new Map<string, Fact>();
  const add = (kind: FactKind, value: string) => {
    const key = value;
    if (!facts.has(key)) facts.set(key, { kind, value });
  };
  const scan = (text: string) => {
    const clean = text.replace(url, ' ');
    for (const match of clean.matchAll(flag)) add('flag', match[0]);
    for (const match of clean.matchAll(version)) add('version', match[0]);
  };
  walk(tree, (node) => {
    if (node.type === 'inlineCode') {
      if (codeFact(node.value)) add('code', node.value.trim());
      scan(node.value);
    } else if (node.type === 'code' || node.type === 'text') {
      scan(node.value);
    }
  });
  return [...facts.values()];
}

/** Our page has a fact when its text holds it (whitespace runs compared as one space). */
export function missingFacts(published: readonly Fact[], ours: string): Fact[] {
  const normalise = (text: string) => text.replace(/\s+/g, ' ');
  const text = normalise(ours);
  return published.filter((fact) => !text.includes(normalise(fact.value)));
}
