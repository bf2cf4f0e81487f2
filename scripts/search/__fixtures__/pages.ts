/** Small built pages in the shape Docusaurus writes, for the search tests. */

const page = (title: string, description: string, article: string) =>
  `<!DOCTYPE html><html lang="en"><head><title>${title} | Gruntwork Docs</title>` +
  // Quoted as the minifier does: with single quotes when the text has a double quote.
  `<meta name=description content=${description.includes('"') ? `'${description}'` : `"${description}"`}></head><body><nav class="navbar">Docs Library Search</nav>` +
  `<main><article>${article}</article></main><footer>Footer links</footer></body></html>`;

const actions =
  '<div class="page-actions actions_x"><span role="status"></span><button type="button">Copy page</button><a href="/x.md">View as Markdown</a></div>';

/** Path to HTML. */
export const fixturePages: Record<string, string> = {
  '/reference/modules/terraform-aws-vpc/vpc-app': page(
    'VPC App',
    'A production-grade VPC for applications.',
    `${actions}<h1>VPC App</h1><div class="header_x"><span hidden data-search-meta="group:VPC Modules"></span>` +
      '<div class="meta_x" data-page-meta="true"><span>v0.26.6</span><span>VPC Modules</span></div>' +
      '<div class="actions_y" data-page-meta="true"><a class="button">View Source</a><a class="button">Release Notes</a></div></div>' +
      '<p><code>vpc-app</code> creates a VPC with public, private-app and private-persistence subnets.</p>' +
      '<h2 id="required-inputs">Required inputs<a class="hash-link" href="#required-inputs">#</a></h2>' +
      '<h3 id="num_nat_gateways">num_nat_gateways</h3><p>How many NAT gateways to create.</p>' +
      '<h3 id="cidr_block">cidr_block</h3><p>The IP address range of the VPC.</p>' +
      '<footer class="theme-doc-footer"><a href="/tags/vpc">vpc</a> Edit this page</footer>',
  ),
  '/reference/modules/terraform-aws-vpc/vpc-mgmt': page(
    'VPC Mgmt',
    'A VPC for management tools (deprecated).',
    '<h1>VPC Mgmt</h1><p>Deprecated: use vpc-app instead, which can turn off any subnet tier.</p>',
  ),
  '/guides/stay-up-to-date/releases/2021-01': page(
    'Release notes for January 2021',
    'Releases of January 2021.',
    '<h1>Release notes for January 2021</h1>' +
      '<h2 id="terraform-aws-vpc">terraform-aws-vpc</h2>' +
      '<h3 id="v0-12-3">v0.12.3</h3><dl data-page-meta="true"><div><dt>Modules affected:</dt><dd>vpc-app</dd></div></dl>' +
      '<p>vpc-app no longer associates the default network ACL; vpc-app outputs its endpoints; vpc-app vpc-app.</p>',
  ),
  '/discussions/knowledge-base/331': page(
    'Fix an aws-auth merger that does not pick up role mappings',
    'You deploy the "merger" and nothing…',
    '<h1>Fix an aws-auth merger that does not pick up role mappings</h1>' +
      '<div class="meta_z" data-page-meta="true"><a href="/discussions/knowledge-base?area=library">IaC Library</a><span>Thread #331 · has an accepted answer</span><a href="https://github.com/x">View the full discussion on GitHub</a></div>' +
      '<h2 id="the-problem">The problem</h2><p>You deploy the "merger" and nothing changes in the cluster.</p>' +
      '<pre><code><span class="token-line">Error: configmaps "aws-auth" is forbidden</span></code></pre>' +
      '<h2 id="how-to-fix-it">How to fix it</h2><p>Label the ConfigMap so the merger finds it.</p>',
  ),
  '/intro/overview/intro-to-gruntwork': page(
    'What is Gruntwork?',
    'What Gruntwork offers.',
    '<h1>What is Gruntwork?</h1><p>Gruntwork sells a library of <strong>Terraform</strong> modules' +
      ' <span>and</span><span>support</span>.</p>',
  ),
  '/search': page('Search', 'Search the documentation.', '<h1>Search</h1>'),
};
