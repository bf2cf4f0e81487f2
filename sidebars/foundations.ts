import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';
import { docs, landing, section } from './helpers';

const f = 'foundations';

/** DevOps Foundations, in the order the stages are set up. */
const sidebars: SidebarsConfig = {
  foundations: [
    landing(`${f}/overview/index`, 'Overview'),
    `${f}/overview/setup-order`,
    section('Landing Zone', `${f}/landing-zone/index`, [
      ...docs(`${f}/landing-zone`, [
        'prerequisites',
        'enable-control-tower',
        'add-aws-account',
        'manage-accounts',
      ]),
    ]),
    section('IaC foundations', `${f}/iac-foundations/index`, [
      ...docs(`${f}/iac-foundations`, ['folder-structure', 'initial-setup']),
      section('Module defaults', `${f}/iac-foundations/module_defaults/index`, [
        ...docs(`${f}/iac-foundations/module_defaults`, ['defining', 'usage']),
      ]),
    ]),
    section('Pipelines', `${f}/pipelines/index`, [`${f}/pipelines/aws-authentication`]),
    `${f}/network-topology`,
    `${f}/running-apps`,
    `${f}/maintenance`,
  ],
};
export default sidebars;
