/** Brand facts of the site: company, repositories and outside URLs, kept in one place. */

/** The company's GitHub organisation; private-repository rules key off this name. */
export const githubOrg = 'gruntwork-io';

const githubBase = `https://github.com/${githubOrg}`;

export const brand = {
  company: 'Gruntwork',
  legalName: 'Gruntwork, Inc.',
  siteTitle: 'Gruntwork Docs',
  siteUrl: 'https://docs.gruntwork.io',
  tagline: 'Learn how to deploy and manage your entire infrastructure as code.',
  copyrightYears: { from: 2020, to: 2023 },
  github: {
    org: githubOrg,
    orgUrl: githubBase,
    docsRepo: `${githubBase}/docs`,
    docsEditBase: `${githubBase}/docs/edit/main/`,
    docsIssues: `${githubBase}/docs/issues`,
    knowledgeBase: `${githubBase}/knowledge-base/discussions`,
  },
  urls: {
    website: 'https://gruntwork.io',
    blog: 'https://blog.gruntwork.io',
    newsletter: 'https://gruntwork.io/newsletter/',
    store: 'https://store.gruntwork.io',
    app: 'https://app.gruntwork.io',
    slack: 'https://gruntwork-community.slack.com',
    twitter: 'https://twitter.com/gruntwork_io',
    iacLibrary: `https://github.com/orgs/${githubOrg}/repositories?q=terraform-aws`,
    devopsChecklist: 'https://gruntwork.io/devops-checklist/',
    terragrunt: 'https://terragrunt.gruntwork.io',
    terratest: 'https://terratest.gruntwork.io',
    privacy: 'https://gruntwork.io/legal/privacy-policy/',
    cookies: 'https://gruntwork.io/legal/cookie-policy/',
    websiteTerms: 'https://gruntwork.io/legal/website-terms-of-use/',
  },
} as const;

/** The footer copyright line, e.g. "© 2020 – 2023 Gruntwork, Inc.". */
export function copyrightLine(): string {
  const { from, to } = brand.copyrightYears;
  return `© ${from} – ${to} ${brand.legalName}`;
}
