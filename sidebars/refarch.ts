import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';
import { docs, group, landing, section } from './helpers';

const r = 'refarch';

/** The Reference Architecture: what it is, configuration, access, usage, support. */
const sidebars: SidebarsConfig = {
  refarch: [
    landing(
      `${r}/whats-this/what-is-a-reference-architecture`,
      'What is a Reference Architecture?',
    ),
    `${r}/index`,
    section('What is this?', `${r}/whats-this/index`, [
      ...docs(`${r}/whats-this`, ['services', 'understanding-the-deployment-process']),
    ]),
    section('Configuration', `${r}/configuration/index`, [
      ...docs(`${r}/configuration`, [
        'install-required-tools',
        'provision-accounts',
        'route53',
        'setup-quotas',
        'run-the-wizard',
        'preflight-checks',
      ]),
    ]),
    section('Access', `${r}/access/index`, [
      ...docs(`${r}/access`, [
        'setup-auth',
        'how-to-auth-aws-web-console',
        'how-to-auth-CLI',
        'how-to-auth-ec2',
        'how-to-auth-vpn',
      ]),
    ]),
    group('Usage', [
      `${r}/usage/pipelines-integration`,
      group(
        'Maintain your Ref Arch',
        docs(`${r}/usage/maintain-your-refarch`, [
          'deploying-your-apps',
          'extending',
          'monitoring',
          'adding-new-account',
          'staying-up-to-date',
          'undeploying',
        ]),
      ),
    ]),
    group('Support', docs(`${r}/support`, ['getting-help', 'onboarding'])),
  ],
};
export default sidebars;
