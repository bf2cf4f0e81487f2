import { describe, expect, it } from 'vitest';
import { codeBlock, frontMatter, inlineCode, markdownToMdx } from './mdx';

describe('markdownToMdx', () => {
  it('escapes braces and angle brackets in prose but not in code', () => {
    const input =
      'Set {a} to <b>.\nUse `map(object({ x = string }))` here.\n```hcl\nx = { a = 1 }\n```';
    expect(markdownToMdx(input)).toBe(
      'Set \\{a\\} to &lt;b&gt;.\nUse `map(object({ x = string }))` here.\n```hcl\nx = { a = 1 }\n```',
    );
  });

  it('keeps longer fences open until a matching fence closes them', () => {
    const input = '````md\n```hcl\n{x}\n```\n````\n{y}';
    expect(markdownToMdx(input)).toBe('````md\n```hcl\n{x}\n```\n````\n\\{y\\}');
  });

  it('turns raw HTML into text', () => {
    expect(markdownToMdx('<script>alert(1)</script>')).toBe(
      '&lt;script&gt;alert(1)&lt;/script&gt;',
    );
  });
});

describe('frontMatter', () => {
  it('quotes values that YAML would misread', () => {
    expect(frontMatter({ title: 'Fix: "x" # y', tags: ['aws'] })).toBe(
      '---\ntitle: \'Fix: "x" # y\'\ntags:\n  - aws\n---\n',
    );
  });
});

describe('codeBlock and inlineCode', () => {
  it('uses a fence longer than any backtick run in the code', () => {
    expect(codeBlock('md', 'a ```b``` c')).toBe('````md\na ```b``` c\n````');
  });

  it('wraps values containing backticks', () => {
    expect(inlineCode('a`b')).toBe('``a`b``');
    expect(inlineCode('"us-east-1"')).toBe('`"us-east-1"`');
  });
});
