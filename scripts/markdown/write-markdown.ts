/**
 * mdast to Markdown text for the node types hast-to-mdast.ts produces. mdast-util-to-markdown
 * does the same job in general, but its escaping pass took ~4 s of a ~6 s conversion of every
 * page; this writer escapes only what CommonMark and GFM would read as syntax. The unit test
 * and `scripts/markdown/check-writer.ts` check that both writers' Markdown parses to the same
 * tree.
 */
import type { List, PhrasingContent, Root, RootContent, Table } from 'mdast';

/** Characters that start inline syntax anywhere in text (GFM reads one ~ as strikethrough). */
const inlineSyntax =
  /[\\`*[\]~]|<(?=[A-Za-z/!?])|&(?=#\d+;|#[xX][\da-fA-F]+;|[A-Za-z][A-Za-z\d]*;)/g;
/** Underscores that can open or close emphasis: not between two letters or digits. */
const looseUnderscore = /(?<![\p{L}\p{N}])_|_(?![\p{L}\p{N}])/gu;
/** What a line may not start with unescaped: headings, quotes, list markers, rules, tables. */
const lineStartSyntax = /^(?:[#>+=-]|\d+(?=[.)])|\|)/;

/** URLs and www. names in text, which GFM would turn into links (the HTML had none). */
const autolinkLiteral = /\b(https?|ftp)(?=:\/\/)|\b(www)(?=\.)/gi;

function escapeText(text: string, lineStart: boolean, inTable: boolean): string {
  let value = text
    .replace(inlineSyntax, '\\$&')
    .replace(looseUnderscore, '\\_')
    .replace(autolinkLiteral, (word) => `${word}\\`);
  if (inTable) value = value.replace(/\|/g, '\\|');
  if (lineStart) {
    const match = lineStartSyntax.exec(value);
    if (match) {
      const digits = /^\d+/.exec(match[0]);
      value = digits ? `${digits[0]}\\${value.slice(digits[0].length)}` : `\\${value}`;
    }
  }
  return value;
}

function codeSpan(value: string): string {
  const longest = Math.max(0, ...(value.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longest + 1);
  const pad = value.startsWith('`') || value.endsWith('`') || /^ .*[^ ].* $/.test(value);
  return pad ? `${fence} ${value} ${fence}` : `${fence}${value}${fence}`;
}

function destination(url: string): string {
  return /[\s()<>]/.test(url) ? `<${url.replace(/[<>]/g, encodeURIComponent)}>` : url;
}

/** Emphasis markers must touch their content: leading and trailing spaces move outside. */
function wrap(marker: string, content: string): string {
  const trimmed = content.trim();
  if (!trimmed) return content;
  const before = content.startsWith(' ') ? ' ' : '';
  const after = content.endsWith(' ') ? ' ' : '';
  return `${before}${marker}${trimmed}${marker}${after}`;
}

function inline(nodes: readonly PhrasingContent[], inTable = false, lineStart = true): string {
  let out = '';
  let atLineStart = lineStart;
  nodes.forEach((node, index) => {
    switch (node.type) {
      case 'text': {
        const text = escapeText(node.value, atLineStart, inTable);
        // A "!" right before a link would make it an image.
        out += nodes[index + 1]?.type === 'link' ? text.replace(/!$/, '\\!') : text;
        break;
      }
      case 'strong':
        out += wrap('**', inline(node.children, inTable, false));
        break;
      case 'emphasis':
        // "*", not "_": an underscore does not open emphasis inside a word.
        out += wrap('*', inline(node.children, inTable, false));
        break;
      case 'delete':
        out += wrap('~~', inline(node.children, inTable, false));
        break;
      case 'inlineCode':
        out += codeSpan(inTable ? node.value.replace(/\|/g, '\\|') : node.value);
        break;
      case 'break':
        out += inTable ? ' ' : '\\\n';
        atLineStart = !inTable;
        return;
      case 'link': {
        const title = node.title ? ` "${node.title.replace(/["\\]/g, '\\$&')}"` : '';
        out += `[${inline(node.children, inTable, false)}](${destination(node.url)}${title})`;
        break;
      }
      case 'image':
        out += `![${escapeText(node.alt ?? '', false, inTable)}](${destination(node.url)})`;
        break;
      default:
        break;
    }
    atLineStart = false;
  });
  return out;
}

function indent(text: string, prefix: string, first: string): string {
  return text
    .split('\n')
    .map((line, index) => (index === 0 ? `${first}${line}` : line ? `${prefix}${line}` : line))
    .join('\n');
}

function list(node: List, bullet: string): string {
  const start = node.start ?? 1;
  return node.children
    .map((item, index) => {
      const marker = node.ordered ? `${start + index}.` : bullet;
      const body = blocks(item.children, item.spread ? '\n\n' : '\n');
      return indent(body, ' '.repeat(marker.length + 1), body ? `${marker} ` : marker);
    })
    .join(node.spread ? '\n\n' : '\n');
}

function table(node: Table): string {
  const rows = node.children.map((row) => row.children.map((cell) => inline(cell.children, true)));
  const columns = Math.max(1, ...rows.map((row) => row.length));
  // Columns padded to one width, so the raw Markdown reads as a table too.
  const widths = Array.from({ length: columns }, (_, column) =>
    Math.max(3, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: string[]) =>
    `| ${widths.map((width, column) => (cells[column] ?? '').padEnd(width)).join(' | ')} |`;
  const [head = [], ...body] = rows;
  return [line(head), line(widths.map((width) => '-'.repeat(width))), ...body.map(line)].join('\n');
}

function block(node: RootContent, previous: RootContent | undefined): string {
  switch (node.type) {
    case 'heading':
      // A trailing run of "#" after a space would be read as the heading's closing sequence.
      return `${'#'.repeat(node.depth)} ${inline(node.children, false, false)}`
        .trimEnd()
        .replace(/ (#+)$/, ' \\$1');
    case 'paragraph':
      return inline(node.children);
    case 'blockquote':
      return indent(blocks(node.children), '> ', '> ').replace(/^$/gm, '>');
    case 'list': {
      // Two lists in a row would merge into one: the second uses another bullet.
      const after = previous?.type === 'list' && !previous.ordered && !node.ordered;
      return list(node, after ? '*' : '-');
    }
    case 'code': {
      const longest = Math.max(0, ...(node.value.match(/`+/g) ?? []).map((run) => run.length));
      const fence = '`'.repeat(Math.max(3, longest + 1));
      const info = [node.lang, node.meta].filter(Boolean).join(' ');
      return `${fence}${info}\n${node.value}\n${fence}`;
    }
    case 'table':
      return table(node);
    case 'thematicBreak':
      return '---';
    default:
      return '';
  }
}

function blocks(nodes: readonly RootContent[], separator = '\n\n'): string {
  const parts: string[] = [];
  nodes.forEach((node, index) => {
    const text = block(node, nodes[index - 1]);
    if (text) parts.push(text);
  });
  return parts.join(separator);
}

export function writeMarkdown(root: Root): string {
  return `${blocks(root.children)}\n`;
}
