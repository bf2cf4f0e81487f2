import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';
import { landing } from './helpers';

/** One sidebar per product of the "Docs" dropdown; each opens on its landing page. */
const sidebars: SidebarsConfig = {
  foundations: [landing('foundations/overview/index', 'Overview')],
  landingZone: [landing('landing-zone/index', 'Getting Started')],
  library: [landing('library/overview/index', 'What is Gruntwork Library?')],
  pipelines: [landing('pipelines/overview/index', 'What is Gruntwork Pipelines?')],
  ecsDeployRunner: [landing('ecs-deploy-runner/overview', 'What is ECS Deploy Runner?')],
  patcher: [landing('patcher/index', 'Patcher')],
  refarch: [
    landing(
      'refarch/whats-this/what-is-a-reference-architecture',
      'What is a Reference Architecture?',
    ),
  ],
  developerPortal: [
    landing('developer-portal/create-account', 'Create Your Account'),
    'developer-portal/invite-team',
    'developer-portal/link-github-id',
  ],
};
export default sidebars;
