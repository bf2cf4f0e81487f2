/**
 * Rehype plugin: GFM task items (`- [ ] step`) render a bare disabled checkbox, an input with no
 * label (an HTML-validity and accessibility error). This wraps the checkbox and the inline text
 * after it in a <label>, so each box is named by its step.
 */
import type { Element, ElementContent, Root } from 'hast';

const blockTags = new Set(['ul', 'ol', 'p', 'div', 'pre', 'table', 'blockquote']);

function isCheckbox(node: ElementContent): node is Element {
  return node.type === 'element' && node.tagName === 'input' && node.properties.type === 'checkbox';
}

function labelIn(parent: Element): void {
  const start = parent.children.findIndex(isCheckbox);
  if (start === -1) return;
  let end = start + 1;
  while (end < parent.children.length) {
    const next = parent.children[end];
    if (next?.type === 'element' && blockTags.has(next.tagName)) break;
    end += 1;
  }
  const label: Element = {
    type: 'element',
    tagName: 'label',
    properties: {},
    children: parent.children.slice(start, end),
  };
  parent.children.splice(start, end - start, label);
}

function walk(node: Root | Element): void {
  for (const child of node.children) {
    if (child.type !== 'element') continue;
    const classes = child.properties.className;
    if (child.tagName === 'li' && Array.isArray(classes) && classes.includes('task-list-item')) {
      labelIn(child);
      const paragraph = child.children.find(
        (c): c is Element => c.type === 'element' && c.tagName === 'p',
      );
      if (paragraph) labelIn(paragraph);
    }
    walk(child);
  }
}

/** The unified attacher. */
export default function rehypeLabelTaskItems() {
  return (tree: Root): void => {
    walk(tree);
  };
}
