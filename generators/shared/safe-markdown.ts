/**
 * Renders untrusted Markdown (discussion bodies, release notes) to sanitised HTML at build
 * time. Raw HTML in the source is dropped, links and attributes pass GitHub's sanitiser
 * schema, and the result is handed to pages as a string, never compiled as MDX.
 */
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import remarkRehype from 'remark-rehype';
import rehypeSanitize, { defaultSchema } from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import type { Element, Root } from 'hast';

// Headings get no ids: the page has its own anchors. The only ids left are the footnotes',
// which remark-rehype already prefixes with user-content- (raw HTML, the other source of ids,
// is dropped), so the sanitiser must not prefix them again or their links point nowhere.
const schema = {
  ...defaultSchema,
  clobber: [],
  protocols: { ...defaultSchema.protocols, href: ['http', 'https', 'mailto'] },
};

/** The site's CSP allows images from its own origin only: a remote image becomes a link to it. */
function remoteImagesToLinks() {
  const replace = (node: Root | Element): void => {
    node.children.forEach((child, index) => {
      if (child.type !== 'element') return;
      const src = typeof child.properties.src === 'string' ? child.properties.src : '';
      if (child.tagName === 'img' && /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(src)) {
        const alt = typeof child.properties.alt === 'string' ? child.properties.alt : '';
        node.children[index] = {
          type: 'element',
          tagName: 'a',
          properties: { href: src },
          children: [{ type: 'text', value: alt || src }],
        };
        return;
      }
      replace(child);
    });
  };
  return (tree: Root) => {
    replace(tree);
  };
}

const processor = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(remarkRehype) // without allowDangerousHtml: raw HTML nodes are discarded
  .use(remoteImagesToLinks)
  .use(rehypeSanitize, schema)
  .use(rehypeStringify);

// Release notes appear on a month page and a repository page, discussion bodies on the article
// and in summaries: the same text is rendered several times per run, so each result is kept.
const rendered = new Map<string, string>();

/** Markdown in, sanitised HTML out. */
export function renderSafeMarkdown(markdown: string): string {
  let html = rendered.get(markdown);
  if (html === undefined) {
    html = String(processor.processSync(markdown)).trim();
    rendered.set(markdown, html);
  }
  return html;
}

/** Plain-text summary of a Markdown body for descriptions and listings. */
export function plainSummary(markdown: string, max = 160): string {
  // Code blocks are cut from the HTML the article renders anyway, not from the Markdown: a
  // second Markdown render per summary was ~15 % of generation.
  const text = renderSafeMarkdown(markdown)
    .replace(/<pre>[\s\S]*?<\/pre>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 40 ? cut.lastIndexOf(' ') : cut.length)}…`;
}
