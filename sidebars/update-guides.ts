import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';
import { landing, updateGuidesBackLink } from './helpers';

const base = 'guides/stay-up-to-date';

/** One sidebar per update guide, each opening with the "Update Guides" back link. */
const sidebars: SidebarsConfig = {
  cis130: [updateGuidesBackLink, landing(`${base}/cis/cis-1.3.0/index`, 'CIS 1.3.0 Update Guide')],
  cis140: [updateGuidesBackLink, landing(`${base}/cis/cis-1.4.0/index`, 'CIS 1.4.0 Update Guide')],
  cis150: [updateGuidesBackLink, landing(`${base}/cis/cis-1.5.0/index`, 'CIS 1.5.0 Update Guide')],
  terraform12: [
    updateGuidesBackLink,
    landing(`${base}/terraform/terraform-12/index`, 'Update to Terraform 0.12'),
  ],
  terraform13: [
    updateGuidesBackLink,
    landing(`${base}/terraform/terraform-13/index`, 'Update to Terraform 0.13'),
  ],
  terraform14: [
    updateGuidesBackLink,
    landing(`${base}/terraform/terraform-14/index`, 'Update to Terraform 0.14'),
  ],
  terraform15: [
    updateGuidesBackLink,
    landing(`${base}/terraform/terraform-15/index`, 'Update to Terraform 0.15'),
  ],
  terraform1x: [
    updateGuidesBackLink,
    landing(`${base}/terraform/terraform-1.x/index`, 'Update to Terraform 1.x'),
  ],
  terraform11: [
    updateGuidesBackLink,
    landing(`${base}/terraform/terraform-1.1/index`, 'Update to Terraform 1.1'),
  ],
  awsProviderV3: [
    updateGuidesBackLink,
    landing(
      `${base}/terraform/how-to-update-to-aws-provider-v3/index`,
      'Update to AWS Provider v3',
    ),
  ],
  awsProviderV4: [
    updateGuidesBackLink,
    landing(
      `${base}/terraform/how-to-update-to-aws-provider-v4/index`,
      'Update to AWS Provider v4',
    ),
  ],
  dryRefArch: [
    updateGuidesBackLink,
    landing(
      `${base}/terraform/how-to-dry-your-reference-architecture/index`,
      'How To DRY Your Reference Architecture',
    ),
  ],
};
export default sidebars;
