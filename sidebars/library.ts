import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';
import { docs, group, landing } from './helpers';

/** The Library: what it is, getting started, staying current, day-to-day usage. */
const sidebars: SidebarsConfig = {
  library: [
    landing('library/overview/index', 'What is Gruntwork Library?'),
    group('Overview', docs('library/overview', ['modules', 'services'])),
    group(
      'Getting started',
      docs('library/getting-started', ['setting-up', 'accessing-the-code', 'deploying-a-module']),
    ),
    group('Stay up to date', docs('library/stay-up-to-date', ['versioning', 'updating'])),
    group(
      'Usage',
      docs('library/usage', [
        'using-the-library',
        'composing-your-own-service',
        'customizing-modules',
        'contributing',
        'self-hosting',
        'tfc-integration',
      ]),
    ),
  ],
};
export default sidebars;
