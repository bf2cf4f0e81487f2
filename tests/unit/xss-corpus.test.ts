/**
 * Issue 21's corpus through every text field of every generated family: the MDX each page
 * becomes must compile to a program with no code of the payload's, rendering it with React
 * must not call the payload's code, and no markup may carry a script, handler or bad URL.
 */
import { compile } from '@mdx-js/mdx';
import remarkFrontmatter from 'remark-frontmatter';
import { describe, expect, it, vi } from 'vitest';
import type { OutputFile } from '../../generators/shared/types';
import { pageMarkdown } from '../../scripts/markdown/html-to-markdown';
import {
  asBuiltPage,
  markdownDangers,
  corpus,
  corpusPages,
  dangerousMarkup,
  generatedElements,
  htmlStrings,
  renderPage,
} from '../corpus/xss';

const twinOptions = {
  pageUrl: 'https://docs.gruntwork.io/x',
  siteUrl: 'https://docs.gruntwork.io',
  siteTitle: 'Gruntwork Docs',
};

async function expectInert(files: OutputFile[]): Promise<void> {
  for (const file of files) {
    if (file.path.endsWith('.mdx')) {
      const alert = vi.fn();
      vi.stubGlobal('alert', alert);
      const html = await renderPage(files, file);
      vi.unstubAllGlobals();
      expect(alert, file.path).not.toHaveBeenCalled();
      expect(html, file.path).not.toMatch(dangerousMarkup);
      // The page's Markdown twin (and so llms-full.txt), rendered with raw HTML allowed.
      const twin = pageMarkdown(asBuiltPage(html), twinOptions)?.markdown ?? '';
      expect(twin, file.path).not.toBe('');
      expect(markdownDangers(twin), `${file.path} (.md twin)`).toEqual([]);
      // Docusaurus takes the front matter off before MDX sees the page.
      const code = String(await compile(file.content, { remarkPlugins: [remarkFrontmatter] }));
      const program = code.replace(/"(?:[^"\\\n]|\\.)*"/g, '""');
      expect(program, file.path).not.toMatch(/alert|globalThis|export const x|import x/);
      expect(code, file.path).not.toMatch(/(?:href|src): "\s*(?:javascript|data|vbscript):/i);
      for (const [, element = ''] of code.matchAll(/_jsxs?\(([^,]+),/g)) {
        if (!element.startsWith('_components.')) {
          expect(generatedElements, `${file.path}: ${element}`).toContain(element);
        }
      }
    }
    if (file.path.endsWith('.json')) {
      for (const html of htmlStrings(JSON.parse(file.content))) {
        expect(html, file.path).not.toMatch(dangerousMarkup);
      }
    }
  }
}

describe.each(corpus)('payload %j', (payload) => {
  it('stays inert in module, service, deprecated, knowledge-base and release pages', async () => {
    for (const files of corpusPages(payload)) await expectInert(files);
  });
});

describe('the twin check', () => {
  it('sees raw HTML that would run and links to script URLs', () => {
    expect(markdownDangers('<img src=x onerror=alert(1)>\n\n[a](javascript:alert(1))')).toEqual([
      'html: <img src=x onerror=alert(1)>',
      'link: javascript:alert(1)',
    ]);
    expect(markdownDangers('\\<script>alert(1)\\</script> and [b](https://example.com)')).toEqual(
      [],
    );
  });
});
