import type { Root } from 'mdast';
import { describe, expect, it } from 'vitest';
import { hastToMdast } from './hast-to-mdast';
import { parseHtml } from './parse-html';
import { referenceMarkdown, sameDocument } from './reference-writer';
import { writeMarkdown } from './write-markdown';

const tree = (html: string): Root => hastToMdast(parseHtml(html));

/** Text that looks like Markdown syntax, links, code and structure in every block type. */
const tricky = `
<h2>C# and F# #</h2>
<p>1. Not a list, - not a bullet, # not a heading, > not a quote, | not a table.</p>
<p>Use *stars*, _underscores_, snake_case_names, [brackets], \`ticks\`, ~tilde~ and a\\backslash.</p>
<p>HTML: <code>&lt;div&gt;</code> &lt;div&gt; &amp;amp; &amp;copy; 5 &lt; 6.</p>
<p>See https://example.com/a_b and www.example.com, or <a href="/x (1)" title='Say "hi"'>a link</a>!</p>
<p>Wow!<a href="/y">not an image</a>, <img src="/i.png" alt="an *image*"></p>
<p><strong>bold</strong> and<em>tight</em>and <code>\`code\` with ticks</code>.</p>
<p>Line one<br>- line two<br>3. line three</p>
<ol start="3"><li>three</li><li><p>four</p><pre>code
  indented</pre></li></ol>
<ul><li>a<ul><li>nested</li></ul></li></ul><ul><li>second list</li></ul>
<blockquote><p>quoted</p><ul><li>item</li></ul></blockquote>
<table><tr><th>Name</th><th>Type</th></tr><tr><td><code>a|b</code></td><td>x | y</td></tr></table>
<pre>has \`\`\` inside</pre>
<hr>
`;

describe('writeMarkdown', () => {
  it('writes the same document as mdast-util-to-markdown', () => {
    const root = tree(tricky);
    expect(sameDocument(writeMarkdown(root), referenceMarkdown(root))).toBe(true);
  });

  it('escapes only what would be read as syntax', () => {
    expect(writeMarkdown(tree('<p>snake_case and *a* [b] in text</p>'))).toBe(
      'snake_case and \\*a\\* \\[b\\] in text\n',
    );
    expect(writeMarkdown(tree('<p>1. first</p><p># hash</p>'))).toBe('1\\. first\n\n\\# hash\n');
  });

  it('moves spaces at the edges of emphasis outside its markers', () => {
    expect(writeMarkdown(tree('<p>a<strong> bold </strong>b</p>'))).toBe('a **bold** b\n');
  });

  it('writes fences longer than any backtick run inside', () => {
    const root: Root = {
      type: 'root',
      children: [{ type: 'code', lang: 'hcl', meta: 'title="main.tf"', value: 'a ``` b' }],
    };
    expect(writeMarkdown(root)).toBe('````hcl title="main.tf"\na ``` b\n````\n');
  });

  it('indents the blocks of a list item under its marker', () => {
    expect(writeMarkdown(tree('<ol><li><p>Run:</p><pre>make</pre></li><li>Done</li></ol>'))).toBe(
      '1. Run:\n\n   ```\n   make\n   ```\n\n2. Done\n',
    );
  });
});
