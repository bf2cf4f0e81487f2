/**
 * HTML to a hast tree with htmlparser2: several times faster than a spec-complete parser
 * (parse5), which matters for ~1,100 pages and 20+ MB of HTML per build. The build feeds it
 * what React's server renderer wrote, where every tag is closed; the end tags that minified
 * HTML leaves out (</li>, </p>, </td>, </tr>, ...) are implied by the rules below.
 */
import type { Element, ElementContent, Properties, Root } from 'hast';
import { Parser } from 'htmlparser2';

const voidTags = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);

/** hast property names for the attributes the converter reads; others keep their HTML name. */
function properties(attributes: Record<string, string>): Properties {
  const result: Properties = {};
  for (const [name, value] of Object.entries(attributes)) {
    if (name === 'class') result.className = value.split(/\s+/).filter(Boolean);
    else if (name === 'hidden') result.hidden = true;
    else if (name === 'aria-hidden') result.ariaHidden = value;
    else result[name] = value;
  }
  return result;
}

/** Opening the key closes the nearest open element named in `closes`, if no `scope` is nearer. */
const impliedEnds: Record<string, { closes: string[]; scope: string[] }> = {
  li: { closes: ['li'], scope: ['ul', 'ol'] },
  dt: { closes: ['dt', 'dd'], scope: ['dl'] },
  dd: { closes: ['dt', 'dd'], scope: ['dl'] },
  tr: { closes: ['tr'], scope: ['table', 'thead', 'tbody', 'tfoot'] },
  td: { closes: ['td', 'th'], scope: ['tr', 'table'] },
  th: { closes: ['td', 'th'], scope: ['tr', 'table'] },
  thead: { closes: ['thead', 'tbody', 'tfoot'], scope: ['table'] },
  tbody: { closes: ['thead', 'tbody', 'tfoot'], scope: ['table'] },
  tfoot: { closes: ['thead', 'tbody', 'tfoot'], scope: ['table'] },
};
const closesParagraph = new Set(
  'address article aside blockquote details div dl fieldset figcaption figure footer form h1 h2 h3 h4 h5 h6 header hr main nav ol p pre section table ul'.split(
    ' ',
  ),
);

export function parseHtml(html: string): Root {
  const root: Root = { type: 'root', children: [] };
  const stack: (Root | Element)[] = [root];
  const current = () => stack[stack.length - 1] ?? root;
  /** Pops up to and including the nearest open element in `names`, unless a scope is nearer. */
  const closeNearest = (names: string[], scope: string[]) => {
    for (let index = stack.length - 1; index > 0; index -= 1) {
      const open = stack[index];
      if (open?.type !== 'element' || scope.includes(open.tagName)) return;
      if (names.includes(open.tagName)) {
        stack.length = index;
        return;
      }
    }
  };
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        const implied = impliedEnds[name];
        if (implied) closeNearest(implied.closes, implied.scope);
        if (closesParagraph.has(name))
          closeNearest(
            ['p'],
            [...closesParagraph].filter((tag) => tag !== 'p'),
          );
        const element: Element = {
          type: 'element',
          tagName: name,
          properties: properties(attributes),
          children: [],
        };
        (current().children as ElementContent[]).push(element);
        if (!voidTags.has(name)) stack.push(element);
      },
      ontext(value) {
        const parent = current();
        const last = parent.children.at(-1);
        if (last?.type === 'text') last.value += value;
        else (parent.children as ElementContent[]).push({ type: 'text', value });
      },
      onclosetag(name, isImplied) {
        // htmlparser2's own implied ends are handled by the rules above.
        if (voidTags.has(name) || isImplied) return;
        // Closes the nearest open element of that name (and any left open inside it).
        for (let index = stack.length - 1; index > 0; index -= 1) {
          const open = stack[index];
          if (open?.type === 'element' && open.tagName === name) {
            stack.length = index;
            return;
          }
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  return root;
}
