import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';
import { docs, faqBackLink, landing } from './helpers';

/** FAQ sections, behind a back link to the FAQ index. */
const sidebars: SidebarsConfig = {
  faq: [
    faqBackLink,
    landing('faq/ref-arch-predeployment', 'Ref Arch Pre-deployment'),
    ...docs('faq', [
      'ref-arch',
      'service-catalog',
      'devops-general',
      'iac-general',
      'eks',
      'pipelines',
      'terragrunt',
      'terratest',
    ]),
  ],
};
export default sidebars;
