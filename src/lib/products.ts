/** The product areas the home page introduces, with where each one starts. */
export type ProductLink = {
  title: string;
  description: string;
  to: string;
};

export const products: readonly ProductLink[] = [
  {
    title: 'DevOps Foundations',
    description:
      'A guided path from empty AWS accounts to a landing zone, an IaC repository layout and a working pipeline.',
    to: '/foundations/overview',
  },
  {
    title: 'Library',
    description:
      'Hundreds of tested Terraform modules and production-ready services you pin by version and compose.',
    to: '/library/overview',
  },
  {
    title: 'Library Reference',
    description:
      'Every module and service with its inputs, types, defaults and outputs, ready to copy into your code.',
    to: '/library/reference',
  },
  {
    title: 'Pipelines',
    description:
      'Plan on pull request, apply on merge: CI/CD for Terraform and Terragrunt with short-lived AWS credentials.',
    to: '/pipelines/overview',
  },
  {
    title: 'Patcher',
    description:
      'Find out-of-date module references and update them, patches for breaking changes included.',
    to: '/patcher',
  },
  {
    title: 'Reference Architecture',
    description:
      'A complete multi-account AWS deployment delivered as code in your repository, which you own and run.',
    to: '/refarch/whats-this/what-is-a-reference-architecture',
  },
  {
    title: 'Landing Zone',
    description:
      'Multi-account structure on AWS Control Tower with security baselines applied to every account.',
    to: '/landing-zone',
  },
  {
    title: 'Developer Portal',
    description:
      'Create your account, invite your team and link GitHub IDs to get access to the private repositories.',
    to: '/developer-portal/create-account',
  },
];

/** Secondary entry points shown under the product grid. */
export const resources: readonly ProductLink[] = [
  {
    title: 'Guides',
    description: 'Long-form guides: the Production Framework, CIS compliance and style guides.',
    to: '/guides',
  },
  {
    title: 'Update guides',
    description: 'Step-by-step upgrades for Terraform, the AWS provider and the CIS Benchmark.',
    to: '/guides/stay-up-to-date',
  },
  {
    title: 'FAQ',
    description: 'Answers to the questions subscribers ask most, grouped by product.',
    to: '/faq',
  },
  {
    title: 'Support',
    description: 'How to get help and what to include so that an answer comes quickly.',
    to: '/support',
  },
];
