import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { gfm } from 'micromark-extension-gfm';
import type { Nodes } from 'mdast';
import { describe, expect, it } from 'vitest';
import { markdownText, markdownUrl } from './markdown-text';
import { renderLlmsTxt, type DocInfo, type SidebarItem } from './render';

// Titles and descriptions as a hostile data file or front matter could set them.
const hostile = [
  '<script>alert(1)</script>',
  '</script><script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<!-- comment --> and <?php echo 1 ?>',
  '[click](javascript:alert(1))',
  '![pic](javascript:alert(1))',
  '<javascript:alert(1)>',
  '[ref]\n\n[ref]: javascript:alert(1)',
  'a\\<script>alert(1)</script>',
  '`]`(javascript:alert(1))',
  '&lt;script&gt;alert(1)&lt;/script&gt;',
  '*em* _em_ ~~del~~ [x]',
];

function nodes(tree: Nodes): Nodes[] {
  return [tree, ...('children' in tree ? tree.children.flatMap(nodes) : [])];
}

/** The text a reader sees. */
function textOf(tree: Nodes): string {
  return nodes(tree)
    .map((node) => (node.type === 'text' || node.type === 'inlineCode' ? node.value : ''))
    .join('');
}

/** The llms.txt of one sidebar page and one generated index, both carrying `text`. */
function llmsTxt(text: string): string {
  const docs = new Map<string, DocInfo>([
    ['a', { title: text, description: text, permalink: '/a' }],
  ]);
  const sidebar: SidebarItem[] = [
    { type: 'doc', id: 'a' },
    {
      type: 'category',
      label: text,
      link: { type: 'generated-index', permalink: '/g', description: `Index. ${text}` },
      items: [],
    },
  ];
  return renderLlmsTxt({
    siteTitle: 'Docs',
    siteUrl: 'https://docs.example.com',
    summary: text,
    details: [],
    areas: [{ title: text, sidebars: ['s'], depth: 1 }],
    sidebars: { s: sidebar },
    docs,
    extra: [{ title: text, pages: [{ title: text, description: text, permalink: '/x' }] }],
    optional: [],
  });
}

describe('llms.txt text', () => {
  it.each(hostile)('renders %j as text: no raw HTML, no link of its own', (text) => {
    const tree = fromMarkdown(llmsTxt(text), {
      extensions: [gfm()],
      mdastExtensions: [gfmFromMarkdown()],
    });
    const all = nodes(tree);
    expect(all.filter((node) => node.type === 'html')).toEqual([]);
    expect(all.filter((node) => node.type === 'definition')).toEqual([]);
    const links = all.flatMap((node) => (node.type === 'link' ? [node] : []));
    expect(links.map((link) => link.url)).toEqual([
      'https://docs.example.com/a.md',
      'https://docs.example.com/g.md',
      'https://docs.example.com/x.md',
    ]);
    // Each link's text is the title, whitespace folded, exactly as written.
    const folded = text.replace(/\s+/g, ' ').trim();
    expect(links.map((link) => textOf(link))).toEqual([folded, folded, folded]);
  });

  it('keeps the text of a title character for character', () => {
    const text = 'a\\b `c` *d* <e> & [f](g) ~h~ !i';
    const tree = fromMarkdown(markdownText(text), {
      extensions: [gfm()],
      mdastExtensions: [gfmFromMarkdown()],
    });
    expect(textOf(tree)).toBe(text);
  });

  it('percent-encodes what could end a link destination and refuses other schemes', () => {
    expect(markdownUrl('https://docs.example.com/a b)<c>%20.md')).toBe(
      'https://docs.example.com/a%20b%29%3Cc%3E%20.md',
    );
    expect(() => markdownUrl('javascript:alert(1)')).toThrow(
      '[llms] "javascript:alert(1)" is neither an http(s) URL nor a path',
    );
  });
});
