import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';
import { faqBackLink, landing } from './helpers';

/** FAQ sections, behind a back link to the FAQ index. */
const sidebars: SidebarsConfig = {
  faq: [faqBackLink, landing('faq/ref-arch-predeployment', 'Ref Arch Pre-deployment')],
};
export default sidebars;
