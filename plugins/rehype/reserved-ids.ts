/**
 * Rehype plugin: fails the build when a hand-written page gives an element an id the site
 * renders on every page (a heading `{#__docusaurus}`, a JSX `id="__site-scripts"`): a second
 * element with the React root's id breaks hydration of the whole page. Generated pages are
 * refused earlier, naming their data file and field (generators/shared/inert-mdx.ts).
 */
import type { Nodes, Root } from 'hast';
import type {} from 'mdast-util-mdx-jsx';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { reservedIdProblem } from '../../generators/shared/reserved-ids';

/** The element's name and its literal ids (an HTML element or an MDX JSX element). */
function idsOf(node: Nodes): { name: string; ids: string[] } | undefined {
  if (node.type === 'element') {
    const { id } = node.properties;
    return { name: node.tagName, ids: typeof id === 'string' ? [id] : [] };
  }
  if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
    const ids = node.attributes.flatMap((attribute) =>
      attribute.type === 'mdxJsxAttribute' &&
      attribute.name === 'id' &&
      typeof attribute.value === 'string'
        ? [attribute.value]
        : [],
    );
    return { name: node.name ?? 'fragment', ids };
  }
  return undefined;
}

/** Every reserved id of the tree, one line each (`<h2>: "__docusaurus" is ...`). */
export function reservedIdProblems(tree: Root): string[] {
  const problems: string[] = [];
  visit(tree, (node: Nodes) => {
    const found = idsOf(node);
    for (const id of found?.ids ?? []) {
      const problem = reservedIdProblem(id);
      if (problem) problems.push(`<${found?.name ?? ''}>: ${problem}`);
    }
  });
  return problems;
}

/** The unified attacher. */
export default function rehypeReservedIds() {
  return (tree: Root, file: VFile): void => {
    const problems = reservedIdProblems(tree);
    if (problems.length > 0) {
      throw new Error(
        `[reserved ids] ${file.path}: ${problems.join('; ')}; give the element another id`,
      );
    }
  };
}
