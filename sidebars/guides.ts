import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';
import { docs, group, landing, section } from './helpers';

const pf = 'guides/production-framework';
const ing = `${pf}/ingredients`;
const cis = 'guides/build-it-yourself/achieve-compliance';
const walk = `${cis}/deployment-walkthrough`;
const lz = `${walk}/deploy-landing-zone-solution`;

/** Long-form guides that are not update guides. */
const sidebars: SidebarsConfig = {
  productionFramework: [
    landing(`${pf}/index`, 'Production Framework Guide'),
    section('Ingredients', `${ing}/index`, [
      section('Landing zone', `${ing}/landing-zone/index`, [
        ...docs(`${ing}/landing-zone`, [
          'what-landing-zone-should-include',
          'account-vending-machine',
        ]),
      ]),
      section('Service catalog', `${ing}/service-catalog/index`, [
        ...docs(`${ing}/service-catalog`, [
          'infrastructure-templates',
          'application-templates',
          'modern-service-catalog',
        ]),
      ]),
      section('CI/CD pipeline', `${ing}/ci-cd-pipeline/index`, [
        ...docs(`${ing}/ci-cd-pipeline`, ['ci-cd-features', 'ci-cd-only-path-to-prod']),
      ]),
      section('Self-service', `${ing}/self-service/index`, [
        ...docs(`${ing}/self-service`, [
          'how-self-service-should-work',
          'common-self-service-use-cases',
        ]),
      ]),
      section('Automatic updates', `${ing}/automatic-updates/index`, [
        ...docs(`${ing}/automatic-updates`, [
          'how-auto-update-should-work',
          'auto-update-features',
        ]),
      ]),
      `${ing}/other-ingredients`,
    ]),
    section('Recipes', `${pf}/recipes/index`, [
      ...docs(`${pf}/recipes`, ['dev-team-experience', 'ops-team-experience']),
    ]),
    `${pf}/gruntwork-solutions`,
  ],
  compliance: [
    landing(`${cis}/index`, 'CIS Benchmark Compliance Guide'),
    group('Core concepts', docs(`${cis}/core-concepts`, ['intro', 'recommendation-sections'])),
    group(
      'Production-grade design',
      docs(`${cis}/production-grade-design`, [
        'intro',
        'identity-and-access-management',
        'storage',
        'logging',
        'monitoring',
        'networking',
      ]),
    ),
    group('Deployment walkthrough', [
      ...docs(walk, [
        'deployment-approach',
        'the-gruntwork-solution',
        'pre-requisites',
        'prepare-your-infrastructure-live-repository',
        'create-the-root-account',
        'lock-down-the-root-user',
        'create-an-iam-user-in-the-root-account',
      ]),
      group(
        'Deploy the landing zone',
        docs(lz, [
          'apply-account-baseline-root-to-root-account',
          'apply-account-baseline-app-to-logs-account',
          'apply-account-baseline-security-to-security-account',
          'apply-account-baseline-app-to-other-child-accounts',
          'use-iam-roles-for-ec2-instances',
          'enable-key-rotation-for-kms-keys',
          'maintain-compliance-by-following-iam-best-practices',
          'maintain-compliance-by-following-logging-best-practices',
          'maintain-compliance-by-following-storage-best-practices',
        ]),
      ),
      ...docs(walk, [
        'lock-down-the-root-account-iam-users',
        'create-vpc-flow-logs',
        'manual-steps',
      ]),
    ]),
    `${cis}/traceability-matrix`,
    `${cis}/next-steps`,
  ],
  style: [
    landing('guides/style/index', 'Style Guides'),
    ...docs('guides/style', [
      'golang-style-guide',
      'markdown-style-guide',
      'terraform-style-guide',
    ]),
  ],
};
export default sidebars;
