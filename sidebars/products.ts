import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';
import { docs, group, landing } from './helpers';

/** Smaller product sidebars; each opens on its landing page. */
const sidebars: SidebarsConfig = {
  landingZone: [landing('landing-zone/index', 'Getting Started')],
  ecsDeployRunner: [
    landing('ecs-deploy-runner/overview', 'What is ECS Deploy Runner?'),
    ...docs('ecs-deploy-runner', ['how-it-works', 'tutorial', 'multi-account']),
    group('Maintain', docs('ecs-deploy-runner/maintain', ['updating', 'extending'])),
  ],
  patcher: [
    landing('patcher/index', 'Patcher'),
    group('Running Patcher', docs('patcher/running-patcher', ['report', 'update', 'upgrade'])),
    'patcher/update-strategies',
    'patcher/telemetry',
  ],
  developerPortal: [
    landing('developer-portal/create-account', 'Create Your Account'),
    'developer-portal/invite-team',
    'developer-portal/link-github-id',
  ],
};
export default sidebars;
