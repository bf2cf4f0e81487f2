import { toMarkdown } from 'mdast-util-to-markdown';
import { gfmToMarkdown } from 'mdast-util-gfm';
import { describe, expect, it } from 'vitest';
import { hastToMdast } from './hast-to-mdast';
import { parseHtml } from './parse-html';

const markdown = (html: string) =>
  toMarkdown(hastToMdast(parseHtml(html)), { extensions: [gfmToMarkdown()], bullet: '-' });

describe('hastToMdast', () => {
  it('collapses HTML whitespace and keeps inline formatting', () => {
    expect(markdown('<p>\n  Run <code>terraform\n apply</code>,   then <em>wait</em>.\n</p>')).toBe(
      'Run `terraform apply`, then *wait*.\n',
    );
  });

  it('gives an image the build inlined as a data: URL as its description', () => {
    expect(
      markdown(
        '<p><img src="data:image/svg+xml;base64,PHN2Zz4=" alt="Diagram: three tiers"></p><p><img src="/img/a.png" alt="A"></p>',
      ),
    ).toBe('Diagram: three tiers\n\n![A](/img/a.png)\n');
  });

  it('puts a link around blocks (a card) on its first heading', () => {
    expect(markdown('<a href="/x"><h3>Title</h3><p>What it is.</p></a>')).toBe(
      '### [Title](/x)\n\nWhat it is.\n',
    );
  });

  it('writes items of several blocks with blank lines, simple items tight', () => {
    expect(markdown('<ol><li>One</li><li>Two</li></ol>')).toBe('1. One\n2. Two\n');
    expect(markdown('<ul><li><p>Build it:</p><pre>make</pre></li><li>Done</li></ul>')).toBe(
      '- Build it:\n\n  ```\n  make\n  ```\n\n- Done\n',
    );
  });

  it('groups loose inline content of a container into one paragraph', () => {
    expect(markdown('<div>Some <strong>bold</strong> text<ul><li>item</li></ul>after</div>')).toBe(
      'Some **bold** text\n\n- item\n\nafter\n',
    );
  });
});
