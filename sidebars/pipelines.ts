import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';
import { docs, group, landing, section } from './helpers';

/** Gruntwork Pipelines: concepts, tutorial, daily use, security, maintenance. */
const sidebars: SidebarsConfig = {
  pipelines: [
    landing('pipelines/overview/index', 'What is Gruntwork Pipelines?'),
    'pipelines/overview/actions',
    'pipelines/architecture',
    'pipelines/hello-world',
    section('Using Pipelines', 'pipelines/using-pipelines/index', [
      'pipelines/using-pipelines/machine-users',
    ]),
    'pipelines/multi-account',
    group('Security', docs('pipelines/security', ['controls', 'repository-access'])),
    group('Maintain', docs('pipelines/maintain', ['updating', 'extending'])),
    'pipelines/upgrading',
    'pipelines/data-collection',
  ],
};
export default sidebars;
