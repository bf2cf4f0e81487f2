import { compile } from '@mdx-js/mdx';
import { describe, expect, it } from 'vitest';
import remarkDirective from 'remark-directive';
import { assertInert, inertAdmonition, inertInline, inertMdx, isSafeUrl } from './inert-mdx';

/** Payloads that ran script through the old escaper, and their relatives. */
const corpus = [
  'a ``{alert(1)}` b',
  '`{x}` and {globalThis.alert(1)}',
  'export const x = () => alert(1)',
  '  export default function X() {}',
  'import x from "y"',
  '<img src=x onerror=alert(1)>',
  '<script>alert(1)</script>',
  '<Tabs>{alert(1)}</Tabs>',
  '[a](javascript:alert(1))',
  '[b](JaVaScRiPt:alert(1))',
  '[c](java\tscript:alert(1))',
  '[d](data:text/html,<script>alert(1)</script>)',
  '[e](vbscript:msgbox(1))',
  '![f](javascript:alert(1))',
  '[g]: javascript:alert(1)\n\n[g]',
  '&#x7b;alert(1)&#x7d; &lt;b&gt;',
  '{/* comment */}',
  '- list {item}\n- <b onclick="alert(1)">x</b>',
  '> quote {x}',
  'text\n\n<script>alert(1)</script>\n\n<img src=x onerror=alert(1)>\n\n[l](javascript:x) {alert(1)}',
  '> <div>\n\n- <p>\n\n  <b>{x}</b>',
  '| a | {b} |\n| - | - |\n| <i> | `{c}` |',
];

describe('inertMdx', () => {
  it.each(corpus)('leaves nothing executable in %j', async (payload) => {
    const mdx = inertMdx(payload, 'test');
    expect(() => {
      assertInert(mdx, 'test');
    }).not.toThrow();
    const code = String(await compile(mdx));
    // Text survives only inside string literals; what is left is the program itself.
    const program = code.replace(/"(?:[^"\\\n]|\\.)*"/g, '""');
    expect(program).not.toMatch(/alert|globalThis|export const|function X|import x/);
    for (const [, element] of program.matchAll(/_jsxs?\(([^,]+),/g)) {
      expect(element).toMatch(/^(?:_components\.\w+|_Fragment|MDXLayout|_createMdxContent)$/);
    }
    expect(code).not.toMatch(/href: "\s*(?:java|vb|data)/i);
  });

  it('keeps Markdown, code and safe links as they were', () => {
    expect(inertMdx('Use `map(string)` and [docs](https://example.com).', 'test')).toBe(
      'Use `map(string)` and [docs](https://example.com).',
    );
    expect(inertMdx('```hcl\nx = { a = 1 }\n```', 'test')).toBe('```hcl\nx = { a = 1 }\n```');
    expect(inertMdx('Braces {x} and <b>', 'test')).toBe('Braces \\{x} and \\<b>');
  });

  it('keeps a block of raw HTML as a paragraph of its own, apart from its neighbours', () => {
    expect(inertMdx('Before.\n\n<script>alert(1)</script>\n\nAfter {x}.', 't')).toBe(
      'Before.\n\n\\<script>alert(1)\\</script>\n\nAfter \\{x}.',
    );
  });

  it('turns remote images into links (the CSP blocks them) and serves local ones as files', () => {
    expect(inertMdx('![diagram](https://example.com/a.png)', 't')).toBe(
      '[diagram](https://example.com/a.png)',
    );
    // Local images bypass the bundler (pathname://), so they are not inlined into page scripts.
    expect(inertMdx('![diagram](/img/a.png)', 't')).toBe('![diagram](pathname:///img/a.png)');
  });

  it('names the file and field when a value must be one line', () => {
    expect(() => inertInline('a\n\nb', 'data/x.yml: features.0')).toThrow(
      'data/x.yml: features.0: must be a single line of text',
    );
  });

  it('refuses MDX that holds JSX, with the place named', () => {
    expect(() => {
      assertInert('<b>x</b>', 'data/x.yml: overview');
    }).toThrow('data/x.yml: overview: prose would become mdxJsxTextElement in MDX');
  });
});

/** Prose that closed a three-colon box early, leaving the rest of it live outside the box. */
const boxCorpus = [
  'Use this instead.\n\n```hcl\n:::\n<script>alert(1)</script>\n{alert(1)}\n```',
  'Use this.\n\n:::\n\n<img src=x onerror=alert(1)>',
  '::::\n\n```\n:::::\n{alert(1)}\n```',
  ':::danger[x]\n\n{alert(1)}\n\n:::',
];

describe('inertAdmonition', () => {
  it.each(boxCorpus)('keeps %j inside its box, with nothing executable', async (payload) => {
    const mdx = inertAdmonition('caution', 'Deprecated', inertMdx(payload, 'test'), 'test');
    const code = String(await compile(mdx, { remarkPlugins: [remarkDirective] }));
    const program = code.replace(/"(?:[^"\\\n]|\\.)*"/g, '""');
    expect(program).not.toMatch(/alert/);
    const fence = /^:+/.exec(mdx)?.[0] ?? '';
    expect(mdx.endsWith(`\n${fence}`)).toBe(true);
  });

  it('refuses a body that would leave its box, naming the place', () => {
    expect(() =>
      inertAdmonition('caution', 'x', 'a\n\n:::\n\nb', 'data/x.yml: replacement'),
    ).not.toThrow();
    expect(() =>
      inertAdmonition('caution', 'x]\n\n:::\n\nb', 'c', 'data/x.yml: replacement'),
    ).toThrow(/data\/x\.yml: replacement: prose does not stay inside its caution box/);
  });
});

describe('isSafeUrl', () => {
  it('allows http, https, mailto and relative URLs only', () => {
    for (const url of ['https://a.b', 'http://a.b', 'mailto:a@b.c', '/x', '#y', 'z/w']) {
      expect(isSafeUrl(url)).toBe(true);
    }
    for (const url of ['javascript:x', ' JAVASCRIPT:x', 'java\nscript:x', 'data:x', 'vbscript:x']) {
      expect(isSafeUrl(url)).toBe(false);
    }
  });
});
