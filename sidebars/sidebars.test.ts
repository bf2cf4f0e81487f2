import { describe, expect, it } from 'vitest';
import sidebars from './index';

type Entry = { type?: string; id?: string; label?: string; href?: string };
const entries = (name: string) => (sidebars[name] ?? []) as Entry[];

// Sidebars and their landing links as families.md lists them.
const landings: [sidebar: string, docId: string, label: string][] = [
  ['intro', 'intro/overview/intro-to-gruntwork', 'What we do'],
  ['productionFramework', 'guides/production-framework/index', 'Production Framework Guide'],
  [
    'compliance',
    'guides/build-it-yourself/achieve-compliance/index',
    'CIS Benchmark Compliance Guide',
  ],
  ['library', 'library/overview/index', 'What is Gruntwork Library?'],
  ['developerPortal', 'developer-portal/create-account', 'Create Your Account'],
  ['patcher', 'patcher/index', 'Patcher'],
  ['pipelines', 'pipelines/overview/index', 'What is Gruntwork Pipelines?'],
  ['ecsDeployRunner', 'ecs-deploy-runner/overview', 'What is ECS Deploy Runner?'],
  ['landingZone', 'landing-zone/index', 'Getting Started'],
  [
    'refarch',
    'refarch/whats-this/what-is-a-reference-architecture',
    'What is a Reference Architecture?',
  ],
  ['foundations', 'foundations/overview/index', 'Overview'],
  ['libraryReference', 'library/reference/index', 'Find a module'],
  ['style', 'guides/style/index', 'Style Guides'],
];

const withBackLink: [sidebar: string, docId: string, label: string, back: string][] = [
  ['faq', 'faq/ref-arch-predeployment', 'Ref Arch Pre-deployment', 'FAQ'],
  [
    'cis130',
    'guides/stay-up-to-date/cis/cis-1.3.0/index',
    'CIS 1.3.0 Update Guide',
    'Update Guides',
  ],
  [
    'cis140',
    'guides/stay-up-to-date/cis/cis-1.4.0/index',
    'CIS 1.4.0 Update Guide',
    'Update Guides',
  ],
  [
    'cis150',
    'guides/stay-up-to-date/cis/cis-1.5.0/index',
    'CIS 1.5.0 Update Guide',
    'Update Guides',
  ],
  [
    'terraform12',
    'guides/stay-up-to-date/terraform/terraform-12/index',
    'Update to Terraform 0.12',
    'Update Guides',
  ],
  [
    'terraform13',
    'guides/stay-up-to-date/terraform/terraform-13/index',
    'Update to Terraform 0.13',
    'Update Guides',
  ],
  [
    'terraform14',
    'guides/stay-up-to-date/terraform/terraform-14/index',
    'Update to Terraform 0.14',
    'Update Guides',
  ],
  [
    'terraform15',
    'guides/stay-up-to-date/terraform/terraform-15/index',
    'Update to Terraform 0.15',
    'Update Guides',
  ],
  [
    'terraform1x',
    'guides/stay-up-to-date/terraform/terraform-1.x/index',
    'Update to Terraform 1.x',
    'Update Guides',
  ],
  [
    'terraform11',
    'guides/stay-up-to-date/terraform/terraform-1.1/index',
    'Update to Terraform 1.1',
    'Update Guides',
  ],
  [
    'awsProviderV3',
    'guides/stay-up-to-date/terraform/how-to-update-to-aws-provider-v3/index',
    'Update to AWS Provider v3',
    'Update Guides',
  ],
  [
    'awsProviderV4',
    'guides/stay-up-to-date/terraform/how-to-update-to-aws-provider-v4/index',
    'Update to AWS Provider v4',
    'Update Guides',
  ],
  ['releases', 'guides/stay-up-to-date/releases/index', 'Release notes', 'Update Guides'],
  [
    'dryRefArch',
    'guides/stay-up-to-date/terraform/how-to-dry-your-reference-architecture/index',
    'How To DRY Your Reference Architecture',
    'Update Guides',
  ],
];

describe('sidebars', () => {
  it.each(landings)('%s opens on its landing page', (name, id, label) => {
    expect(entries(name)[0]).toMatchObject({ type: 'doc', id, label });
  });

  it.each(withBackLink)(
    '%s starts with a back link, then its landing page',
    (name, id, label, back) => {
      const [first, second] = entries(name);
      expect(first).toMatchObject({ type: 'link', label: back });
      expect(second).toMatchObject({ type: 'doc', id, label });
    },
  );

  it('defines no sidebar beyond those of the spec', () => {
    const expected = [...landings, ...withBackLink].map(([name]) => name).sort();
    expect(Object.keys(sidebars).sort()).toEqual(expected);
  });
});
