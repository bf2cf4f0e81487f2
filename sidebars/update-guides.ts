import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';
import { docs, group, landing, updateGuidesBackLink, type SidebarItem } from './helpers';

const base = 'guides/stay-up-to-date';

/** An update guide: back link, landing page, then its pages in reading order. */
function guide(folder: string, label: string, items: SidebarItem[]): SidebarItem[] {
  return [updateGuidesBackLink, landing(`${base}/${folder}/index`, label), ...items];
}

/** A "Deployment walkthrough" category over step pages of a guide folder. */
function walkthrough(folder: string, steps: string[]): SidebarItem {
  return group('Deployment walkthrough', docs(`${base}/${folder}/deployment-walkthrough`, steps));
}

const refs = 'update-references-to-the-gruntwork-infrastructure-as-code-library';

/** One sidebar per update guide, each opening with the "Update Guides" back link. */
const sidebars: SidebarsConfig = {
  cis130: guide('cis/cis-1.3.0', 'CIS 1.3.0 Update Guide', [
    `${base}/cis/cis-1.3.0/core-concepts`,
    walkthrough('cis/cis-1.3.0', [
      `step-1-${refs}`,
      'step-2-manual-steps',
      'step-3-deploy-new-modules',
    ]),
  ]),
  cis140: guide('cis/cis-1.4.0', 'CIS 1.4.0 Update Guide', [
    `${base}/cis/cis-1.4.0/core-concepts`,
    walkthrough('cis/cis-1.4.0', [
      `step-1-${refs}`,
      'step-2-update-the-account-baseline-modules',
      'step-3-manual-steps',
    ]),
    `${base}/cis/cis-1.4.0/finally`,
  ]),
  cis150: guide('cis/cis-1.5.0', 'CIS 1.5.0 Update Guide', [
    `${base}/cis/cis-1.5.0/core-concepts`,
    walkthrough('cis/cis-1.5.0', [
      'step-1-check-your-live-infrastructure-is-cis-v1.4-compliant',
      `step-2-${refs}`,
      'step-3-update-the-account-baseline-modules',
      'step-4-verify-the-code-changes',
      'step-5-check-your-live-infrastructure-is-cis-v1.5-compliant',
    ]),
    `${base}/cis/cis-1.5.0/finally`,
  ]),
  terraform12: guide('terraform/terraform-12', 'Update to Terraform 0.12', [
    ...docs(`${base}/terraform/terraform-12`, [
      'deployment-walkthrough',
      'version-compatibility-table',
    ]),
  ]),
  terraform13: guide('terraform/terraform-13', 'Update to Terraform 0.13', [
    `${base}/terraform/terraform-13/core-concepts`,
    walkthrough('terraform/terraform-13', [
      'step-1-update-your-code-to-be-compatible-with-terraform-0-12',
      'step-2-update-your-code-to-be-compatible-with-terraform-0-13',
      `step-3-${refs}`,
      'step-4-update-provider-sources',
      'updating-the-gruntwork-reference-architecture-to-terraform-0-13',
    ]),
  ]),
  terraform14: guide('terraform/terraform-14', 'Update to Terraform 0.14', [
    `${base}/terraform/terraform-14/core-concepts`,
    walkthrough('terraform/terraform-14', [
      'step-1-update-your-code-to-be-compatible-with-terraform-0-13',
      'step-2-update-your-code-to-be-compatible-with-terraform-0-14',
      `step-3-${refs}`,
      'step-4-start-using-lock-files',
    ]),
  ]),
  terraform15: guide('terraform/terraform-15', 'Update to Terraform 0.15', [
    `${base}/terraform/terraform-15/core-concepts`,
    walkthrough('terraform/terraform-15', [
      'step-1-update-your-code-to-be-compatible-with-terraform-0-14',
      'step-2-update-your-code-to-be-compatible-with-terraform-0-15',
      `step-3-${refs}`,
    ]),
  ]),
  terraform1x: guide('terraform/terraform-1.x', 'Update to Terraform 1.x', [
    `${base}/terraform/terraform-1.x/core-concepts`,
    walkthrough('terraform/terraform-1.x', [
      'step-1-update-your-code-to-be-compatible-with-terraform-0-15',
      `step-2-${refs}`,
    ]),
  ]),
  terraform11: guide('terraform/terraform-1.1', 'Update to Terraform 1.1', [
    `${base}/terraform/terraform-1.1/core-concepts`,
    walkthrough('terraform/terraform-1.1', [
      'step-1-update-your-code-to-be-compatible-with-terraform-1-x',
      `step-2-${refs}`,
    ]),
  ]),
  awsProviderV3: guide('terraform/how-to-update-to-aws-provider-v3', 'Update to AWS Provider v3', [
    ...docs(`${base}/terraform/how-to-update-to-aws-provider-v3`, [
      'core-concepts',
      'deployment-walkthrough',
    ]),
  ]),
  awsProviderV4: guide('terraform/how-to-update-to-aws-provider-v4', 'Update to AWS Provider v4', [
    ...docs(`${base}/terraform/how-to-update-to-aws-provider-v4`, [
      'core-concepts',
      'deployment-walkthrough',
    ]),
  ]),
  dryRefArch: guide(
    'terraform/how-to-dry-your-reference-architecture',
    'How To DRY Your Reference Architecture',
    [
      `${base}/terraform/how-to-dry-your-reference-architecture/core-concepts`,
      walkthrough('terraform/how-to-dry-your-reference-architecture', [
        'intro',
        'update-to-the-service-catalog-based-reference-architecture',
        'refactoring-common-configurations-for-a-component',
        'optional-even-dryer-configuration',
      ]),
    ],
  ),
};
export default sidebars;
