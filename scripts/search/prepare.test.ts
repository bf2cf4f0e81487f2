import { describe, expect, it } from 'vitest';
import { prepareForIndex } from './prepare';

const docHtml = `<html lang="en"><body><nav>menu</nav><main><article class="x"><h1>VPC</h1>
<a href="/tags/vpc">vpc</a><a href="/tags/networking">networking</a></article></main></body></html>`;

describe('prepareForIndex', () => {
  it('marks the doc article as the indexed body and records one marker per facet', () => {
    const html = prepareForIndex('/reference/services/networking/management-vpc', docHtml) ?? '';
    expect(html).toContain('<article data-pagefind-body class="x">');
    for (const marker of [
      'data-pagefind-filter="type:reference-service"',
      'data-pagefind-filter="section:Library Reference"',
      'data-pagefind-filter="version:current"',
      'data-pagefind-filter="language:en"',
      'data-pagefind-filter="tag:vpc"',
      'data-pagefind-filter="tag:networking"',
      'data-pagefind-meta="section:Library Reference"',
      'data-pagefind-meta="type:reference-service"',
    ]) {
      expect(html).toContain(`<span ${marker} hidden></span>`);
    }
  });

  it('falls back to <main> on standalone pages', () => {
    const html = prepareForIndex('/tools', '<html><main><h1>Tools</h1></main></html>');
    expect(html).toMatch(
      /^<!DOCTYPE html><html lang="en"><head><\/head><body><main data-pagefind-body><span data-pagefind-filter="type:page" hidden>/,
    );
  });

  it('keeps only the content root, so navigation never reaches the index', () => {
    const html =
      prepareForIndex(
        '/intro/x',
        '<html lang="en"><nav>Menu</nav><article><h1>A</h1><article>Card</article><p>Tail</p></article><footer>Foot</footer></html>',
      ) ?? '';
    expect(html).toContain('<p>Tail</p></article></body>');
    expect(html).not.toContain('Menu');
    expect(html).not.toContain('Foot');
  });

  it('leaves code blocks out, as the index excludes them anyway', () => {
    const html =
      prepareForIndex(
        '/intro/x',
        '<article><p>Run it:</p><pre class="a"><code><span>terraform</span> apply</code></pre><p>Then</p><pre>x</pre><p>Done</p><preview>Kept</preview></article>',
      ) ?? '';
    expect(html).toContain('<p>Run it:</p><p>Then</p><p>Done</p><preview>Kept</preview></article>');
    expect(html).not.toContain('terraform');
  });

  it('skips the not-found page, the search page and tag listings', () => {
    for (const path of ['/404', '/search', '/tags', '/tags/aws']) {
      expect(prepareForIndex(path, docHtml), path).toBeNull();
    }
  });

  it('skips pages with no content region', () => {
    expect(prepareForIndex('/somewhere', '<html><div>x</div></html>')).toBeNull();
  });
});
