import { describe, expect, it } from 'vitest';
import { codeBlock, frontMatter, inlineCode } from './mdx';

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
