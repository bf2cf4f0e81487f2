import { describe, expect, it } from 'vitest';
import { plainSummary, renderSafeMarkdown } from './safe-markdown';

describe('renderSafeMarkdown', () => {
  it('renders Markdown with GitHub extensions', () => {
    expect(renderSafeMarkdown('**bold** and `code`\n\n| a |\n| - |\n| 1 |')).toContain(
      '<strong>bold</strong>',
    );
  });

  it('drops raw HTML, event handlers and javascript: links', () => {
    const html = renderSafeMarkdown(
      '<script>alert(1)</script>\n\n<img src=x onerror="alert(2)">\n\n[click](javascript:alert(3)) {alert(4)} <Foo bar={1} />',
    );
    expect(html).not.toMatch(/<script|onerror|javascript:|<img|<Foo/i);
    expect(html).toContain('{alert(4)}');
  });
});

describe('plainSummary', () => {
  it('strips markup and code blocks and shortens on a word boundary', () => {
    const summary = plainSummary(
      'Running `terraform plan` fails:\n\n```text\nError: boom\n```\n\nwith a very long explanation '.repeat(
        5,
      ),
      60,
    );
    expect(summary.endsWith('…')).toBe(true);
    expect(summary).not.toContain('Error: boom');
    expect(summary.length).toBeLessThanOrEqual(60);
  });

  it('leaves out every kind of code block, not only backtick fences', () => {
    const summary = plainSummary('It fails:\n\n~~~\nboom\n~~~\n\n    indented\n\nThen `x` works.');
    expect(summary).toBe('It fails: Then x works.');
  });
});

describe('renderSafeMarkdown: images and footnotes', () => {
  it('turns remote images into links, which the CSP allows, and keeps local ones', () => {
    const html = renderSafeMarkdown(
      '![pic](https://example.com/a.png) ![x](//cdn.example/b.png) ![local](/img/a.png)',
    );
    expect(html).toContain('<a href="https://example.com/a.png">pic</a>');
    expect(html).toContain('<a href="//cdn.example/b.png">x</a>');
    expect(html).toContain('<img src="/img/a.png" alt="local">');
  });

  it('gives footnote links ids that exist', () => {
    const html = renderSafeMarkdown('Text[^1].\n\n[^1]: The note.');
    const targets = [...html.matchAll(/href="#([^"]+)"/g)].map((match) => match[1]);
    const ids = new Set([...html.matchAll(/id="([^"]+)"/g)].map((match) => match[1]));
    expect(targets.length).toBeGreaterThan(1);
    for (const target of targets) expect(ids).toContain(target);
  });
});
