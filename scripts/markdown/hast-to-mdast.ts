/**
 * A cleaned hast tree (see html-to-markdown.ts) to mdast, for the elements documentation
 * pages use: headings, paragraphs, lists, block quotes, code, tables, links, images and
 * inline formatting. Other elements are transparent: their content is kept, the element not.
 * HTML whitespace rules apply: runs of spaces and newlines are one space, and paragraphs are
 * trimmed. Much faster than hast-util-to-mdast, which normalises whitespace in a separate pass.
 */
import type { Element, ElementContent, Root as HastRoot } from 'hast';
import type {
  BlockContent,
  Code,
  Heading,
  List,
  ListItem,
  Paragraph,
  PhrasingContent,
  Root,
  Table,
  TableCell,
  TableRow,
} from 'mdast';

const blockTags = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'details',
  'dialog',
  'div',
  'dl',
  'fieldset',
  'figcaption',
  'figure',
  'footer',
  'form',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'li',
  'main',
  'nav',
  'ol',
  'p',
  'pre',
  'section',
  'summary',
  'table',
  'ul',
]);

type Block = BlockContent | Table | Code;

/** The text of a node and everything in it. */
export function textOf(node: ElementContent): string {
  if (node.type === 'text') return node.value;
  if (node.type === 'element') return node.children.map(textOf).join('');
  return '';
}

function containsBlock(node: ElementContent): boolean {
  return (
    node.type === 'element' &&
    (blockTags.has(node.tagName) || node.children.some((child) => containsBlock(child)))
  );
}

function phrasing(nodes: readonly ElementContent[]): PhrasingContent[] {
  return nodes.flatMap((node): PhrasingContent[] => {
    if (node.type === 'text') return [{ type: 'text', value: node.value.replace(/\s+/g, ' ') }];
    if (node.type !== 'element') return [];
    const { tagName, properties } = node;
    const children = () => phrasing(node.children);
    switch (tagName) {
      case 'a':
        return typeof properties.href === 'string'
          ? [
              {
                type: 'link',
                url: properties.href,
                title: typeof properties.title === 'string' ? properties.title : null,
                children: children(),
              },
            ]
          : children();
      case 'strong':
      case 'b':
        return [{ type: 'strong', children: children() }];
      case 'em':
      case 'i':
        return [{ type: 'emphasis', children: children() }];
      case 'del':
      case 's':
        return [{ type: 'delete', children: children() }];
      case 'code':
      case 'kbd':
        return [{ type: 'inlineCode', value: textOf(node).replace(/\s+/g, ' ') }];
      case 'br':
        return [{ type: 'break' }];
      case 'img':
        // The build inlines small images as data: URLs; a twin gives their description instead
        // of kilobytes of base64 that no reader of Markdown can use.
        if (typeof properties.src === 'string' && properties.src.startsWith('data:'))
          return typeof properties.alt === 'string' && properties.alt
            ? [{ type: 'text', value: properties.alt }]
            : [];
        return typeof properties.src === 'string'
          ? [
              {
                type: 'image',
                url: properties.src,
                alt: typeof properties.alt === 'string' ? properties.alt : '',
              },
            ]
          : [];
      default:
        return children();
    }
  });
}

/** Trims a paragraph's edges and merges neighbouring text nodes. */
function tidy(nodes: PhrasingContent[]): PhrasingContent[] {
  const merged: PhrasingContent[] = [];
  for (const node of nodes) {
    const last = merged.at(-1);
    if (node.type === 'text' && last?.type === 'text') last.value = `${last.value}${node.value}`;
    else merged.push(node.type === 'text' ? { ...node } : node);
  }
  while (merged.at(-1)?.type === 'break') merged.pop();
  const first = merged[0];
  if (first?.type === 'text') first.value = first.value.replace(/^ +/, '');
  const end = merged.at(-1);
  if (end?.type === 'text') end.value = end.value.replace(/ +$/, '');
  return merged.filter((node) => !(node.type === 'text' && node.value === ''));
}

function paragraphOf(nodes: readonly ElementContent[]): Block[] {
  const children = tidy(phrasing(nodes));
  const empty = children.every((node) => node.type === 'text' && node.value.trim() === '');
  return empty ? [] : [{ type: 'paragraph', children }];
}

/** Block content of a container: consecutive inline content becomes one paragraph. */
function blocks(nodes: readonly ElementContent[]): Block[] {
  const result: Block[] = [];
  let inline: ElementContent[] = [];
  const flush = () => {
    result.push(...paragraphOf(inline));
    inline = [];
  };
  for (const node of nodes) {
    if (containsBlock(node)) {
      flush();
      result.push(...block(node as Element));
    } else {
      inline.push(node);
    }
  }
  flush();
  return result;
}

function listOf(node: Element): List {
  const items = node.children.filter(
    (child): child is Element => child.type === 'element' && child.tagName === 'li',
  );
  const start = Number(node.properties.start);
  const children = items.map((item): ListItem => {
    const content = blocks(item.children) as ListItem['children'];
    // An item of several blocks (text and a code block) reads better with blank lines.
    return { type: 'listItem', spread: content.length > 1, children: content };
  });
  return {
    type: 'list',
    ordered: node.tagName === 'ol',
    start: node.tagName === 'ol' ? (Number.isFinite(start) ? start : 1) : null,
    spread: children.some((item) => item.spread),
    children,
  };
}

function tableOf(node: Element): Table {
  const rows: Element[] = [];
  const collect = (parent: Element) => {
    for (const child of parent.children) {
      if (child.type !== 'element') continue;
      if (child.tagName === 'tr') rows.push(child);
      else if (['thead', 'tbody', 'tfoot'].includes(child.tagName)) collect(child);
    }
  };
  collect(node);
  return {
    type: 'table',
    align: [],
    children: rows.map((row): TableRow => ({
      type: 'tableRow',
      children: row.children
        .filter(
          (cell): cell is Element =>
            cell.type === 'element' && (cell.tagName === 'td' || cell.tagName === 'th'),
        )
        .map((cell): TableCell => ({ type: 'tableCell', children: tidy(phrasing(cell.children)) })),
    })),
  };
}

/**
 * A link around blocks (a card: heading and text): Markdown links hold only inline content,
 * so the link goes on the first heading or paragraph.
 */
function linkedBlocks(node: Element): Block[] {
  const inner = blocks(node.children);
  const { href } = node.properties;
  if (typeof href !== 'string') return inner;
  const first = inner.find(
    (item): item is Heading | Paragraph => item.type === 'heading' || item.type === 'paragraph',
  );
  if (first) first.children = [{ type: 'link', url: href, children: first.children }];
  return inner;
}

function block(node: Element): Block[] {
  const { tagName } = node;
  const level = /^h([1-6])$/.exec(tagName)?.[1];
  if (level) {
    const heading: Heading = {
      type: 'heading',
      depth: Number(level) as Heading['depth'],
      children: tidy(phrasing(node.children)),
    };
    return [heading];
  }
  switch (tagName) {
    case 'p':
      return paragraphOf(node.children);
    case 'ul':
    case 'ol':
      return [listOf(node)];
    case 'blockquote':
      return [{ type: 'blockquote', children: blocks(node.children) }];
    case 'pre': {
      const { dataLanguage, dataTitle } = node.properties;
      return [
        {
          type: 'code',
          lang: typeof dataLanguage === 'string' ? dataLanguage : null,
          meta: typeof dataTitle === 'string' && dataTitle ? `title="${dataTitle}"` : null,
          value: textOf(node),
        },
      ];
    }
    case 'table':
      return [tableOf(node)];
    case 'hr':
      return [{ type: 'thematicBreak' }];
    case 'a':
      return linkedBlocks(node);
    default:
      return blocks(node.children);
  }
}

export function hastToMdast(tree: HastRoot): Root {
  const children = blocks(
    tree.children.filter((node): node is ElementContent => node.type !== 'doctype'),
  );
  return { type: 'root', children: children };
}
