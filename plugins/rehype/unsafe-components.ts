/**
 * Rehype plugin: fails the build when a page uses a stock component that the page-weight plugin
 * (plugins/lean-bundle) leaves without its data: `DocCardList` and `DocCard` render from the
 * per-doc list it trims out of the browser, so they would show "This page crashed" on load.
 * Refused in every build, LEAN_BUNDLE=off included, so a page never works in one and crashes in
 * the other. The message names the page and what to use instead.
 */
import type { Nodes, Root } from 'hast';
import type {} from 'mdast-util-mdx-jsx';
import type {} from 'mdast-util-mdxjs-esm';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';

/** Stock components that read the trimmed data, and what to use instead. */
export const unsafeComponents: Record<string, string> = {
  DocCardList:
    'list the pages as Markdown links, or use <CardGrid> (src/components/CardGrid) with explicit items',
  DocCard: 'link the page with a Markdown link, or use <CardGrid> with one item',
};

/** Each use of an unsafe component in the tree: an element or an import of it. */
export function unsafeUses(tree: Root): string[] {
  const uses: string[] = [];
  visit(tree, (node: Nodes) => {
    if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      const advice = node.name ? unsafeComponents[node.name] : undefined;
      if (node.name && advice) uses.push(`<${node.name}>: ${advice}`);
    }
    if (node.type === 'mdxjsEsm') {
      for (const name of Object.keys(unsafeComponents))
        if (new RegExp(`@theme/${name}['"]`).test(node.value))
          uses.push(`import of @theme/${name}: ${unsafeComponents[name] ?? ''}`);
    }
  });
  return uses;
}

/** The unified attacher. */
export default function rehypeUnsafeComponents() {
  return (tree: Root, file: VFile): void => {
    const uses = unsafeUses(tree);
    if (uses.length > 0)
      throw new Error(
        `[unsafe components] ${file.path}: ${uses.join('; ')} (the page-weight plugin removes the data these read: CONTRIBUTING.md, "Rules the page-weight plugin imposes")`,
      );
  };
}
