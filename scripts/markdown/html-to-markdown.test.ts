import { describe, expect, it } from 'vitest';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { visit } from 'unist-util-visit';
import { pageMarkdown } from './html-to-markdown';

const options = {
  pageUrl: 'https://docs.example.com/reference/modules/vpc-app',
  siteUrl: 'https://docs.example.com',
  siteTitle: 'Example Docs',
};

const page = `<!doctype html><html><head><title>VPC App | Example Docs</title>
<meta name="description" content="A VPC &amp; its subnets."></head><body>
<nav class="navbar">Home Library</nav>
<main><article>
<nav class="theme-doc-breadcrumbs"><a href="/">Home</a></nav>
<div class="page-actions"><button>Copy page</button><a href="/reference/modules/vpc-app.md">View as Markdown</a></div>
<div class="theme-doc-markdown markdown"><header><h1>VPC App</h1></header>
<div class="header_x"><span hidden data-pagefind-meta="group:Networking"></span><span class="badge">v0.26.0</span><span>Networking</span></div>
<p>Creates a <a href="/library/overview">VPC</a>, see <a href="#inputs">inputs</a> and <a href="https://aws.amazon.com/vpc/">AWS</a>.</p>
<h2 class="anchor" id="inputs">Inputs<a href="#inputs" class="hash-link" aria-label="Direct link">\u200b</a></h2>
<dl class="facts"><div><dt>Type</dt><dd><code>string</code></dd></div><div><dt>Required</dt><dd>yes</dd></div></dl>
<div class="theme-admonition theme-admonition-warning alert"><div class="admonitionHeading_a">Warning</div><div class="admonitionContent_b"><p>Changing the CIDR replaces the VPC.</p></div></div>
<div class="theme-tabs-container tabs-container"><ul role="tablist"><li role="tab">Terraform</li><li role="tab">Terragrunt</li></ul>
<div class="margin-top--md"><div role="tabpanel"><div class="language-hcl theme-code-block"><div class="codeBlockTitle_c">main.tf</div><div><pre class="prism-code language-hcl"><code><span class="token-line"><span class="token keyword">module</span><span class="token plain"> "vpc" {</span><br/></span><span class="token-line"><span class="token plain">}</span><br/></span></code></pre><button>Copy</button></div></div></div>
<div role="tabpanel" hidden><p>Use <code>terragrunt apply</code>.</p></div></div></div>
<table><thead><tr><th>Name</th><th>Default</th></tr></thead><tbody><tr><td><code>cidr</code></td><td><code>"10.0.0.0/16"</code></td></tr></tbody></table>
</div>
<footer class="theme-doc-footer"><a href="https://github.com/edit">Edit this page</a></footer>
</article></main></body></html>`;

describe('pageMarkdown', () => {
  it('writes the content as Markdown without chrome, with absolute links and fenced code', () => {
    const result = pageMarkdown(page, options);
    expect(result?.title).toBe('VPC App');
    expect(result?.markdown).toBe(`# VPC App

v0.26.0 · Networking

Creates a [VPC](https://docs.example.com/library/overview), see [inputs](https://docs.example.com/reference/modules/vpc-app#inputs) and [AWS](https://aws.amazon.com/vpc/).

## Inputs

- **Type:** \`string\`
- **Required:** yes

> **Warning**
>
> Changing the CIDR replaces the VPC.

**Terraform**

\`\`\`hcl title="main.tf"
module "vpc" {
}
\`\`\`

**Terragrunt**

Use \`terragrunt apply\`.

| Name   | Default         |
| ------ | --------------- |
| \`cidr\` | \`"10.0.0.0/16"\` |
`);
  });

  it('uses <main> and the <title> for pages without an article or a heading', () => {
    const result = pageMarkdown(
      '<html><head><title>Search | Example Docs</title></head><body><main><p>Find pages.</p></main></body></html>',
      options,
    );
    expect(result?.markdown).toBe('# Search\n\nFind pages.\n');
  });

  it('decodes character references in the title', () => {
    const result = pageMarkdown(
      '<html><head><title>Tom &amp; Jerry&#x27;s | Example Docs</title></head><body><main><p>x</p></main></body></html>',
      options,
    );
    expect(result?.markdown).toBe("# Tom & Jerry's\n\nx\n");
  });

  it('returns nothing for a page without content', () => {
    expect(pageMarkdown('<html><body><div>x</div></body></html>', options)).toBeUndefined();
  });
});

describe('a page without an h1', () => {
  it('writes its title as a heading of text, never as raw HTML or a link', () => {
    const html =
      '<html><head><title>&lt;script&gt;alert(1)&lt;/script&gt; [x](javascript:y) | Example Docs</title></head>' +
      '<body><main><p>Body.</p></main></body></html>';
    const markdown = pageMarkdown(html, options)?.markdown ?? '';
    const [heading] = fromMarkdown(markdown).children;
    expect(heading?.type).toBe('heading');
    const kinds = new Set<string>();
    const texts: string[] = [];
    visit(fromMarkdown(markdown), (node) => {
      kinds.add(node.type);
      if (node.type === 'text') texts.push(node.value);
    });
    expect([...kinds].filter((kind) => kind === 'html' || kind === 'link')).toEqual([]);
    expect(texts[0]).toBe('<script>alert(1)</script> [x](javascript:y)');
  });
});
