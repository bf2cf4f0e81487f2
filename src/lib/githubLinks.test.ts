import { describe, expect, it } from 'vitest';
import { classifyGitHubLink, isModifiedClick, warningKinds, type RepoSets } from './githubLinks';

const sets: RepoSets = {
  public: ['terragrunt', 'terraform-aws-utilities', 'cloud-nuke'],
  cis: ['terraform-aws-cis-service-catalog'],
  enterprise: ['terraform-aws-enterprise-only'],
};

describe('classifyGitHubLink', () => {
  it('warns about a private repository of the organisation', () => {
    expect(
      classifyGitHubLink(
        'https://github.com/gruntwork-io/terraform-aws-vpc/releases/tag/v0.26.0',
        sets,
      ),
    ).toEqual({
      kind: 'subscriber',
      repo: 'terraform-aws-vpc',
      url: 'https://github.com/gruntwork-io/terraform-aws-vpc/releases/tag/v0.26.0',
    });
  });

  it('never warns about public repositories, whatever the case or suffix', () => {
    expect(classifyGitHubLink('https://github.com/gruntwork-io/terragrunt', sets)).toBeNull();
    expect(classifyGitHubLink('https://github.com/Gruntwork-IO/Cloud-Nuke.git', sets)).toBeNull();
    expect(
      classifyGitHubLink(
        'https://github.com/gruntwork-io/terraform-aws-utilities/tree/main/modules',
        sets,
      ),
    ).toBeNull();
  });

  it('checks CIS before Enterprise before plain subscribers', () => {
    expect(
      classifyGitHubLink('https://github.com/gruntwork-io/terraform-aws-cis-service-catalog', sets)
        ?.kind,
    ).toBe('cis');
    expect(
      classifyGitHubLink('https://github.com/gruntwork-io/terraform-aws-enterprise-only', sets)
        ?.kind,
    ).toBe('enterprise');
    const both = { ...sets, enterprise: [...sets.enterprise, 'terraform-aws-cis-service-catalog'] };
    expect(
      classifyGitHubLink('https://github.com/gruntwork-io/terraform-aws-cis-service-catalog', both)
        ?.kind,
    ).toBe('cis');
  });

  it('ignores the organisation root, other organisations, other hosts and relative links', () => {
    for (const href of [
      'https://github.com/gruntwork-io',
      'https://github.com/gruntwork-io/',
      'https://github.com/orgs/gruntwork-io/repositories',
      'https://github.com/hashicorp/terraform',
      'https://gitlab.com/gruntwork-io/terraform-aws-vpc',
      'https://gruntwork.io/terraform-aws-vpc',
      '/library/overview',
      'mailto:support@gruntwork.io',
      'not a url',
    ]) {
      expect(classifyGitHubLink(href, sets), href).toBeNull();
    }
  });

  it('accepts www.github.com and http links', () => {
    expect(
      classifyGitHubLink('http://www.github.com/gruntwork-io/terraform-aws-eks', sets)?.repo,
    ).toBe('terraform-aws-eks');
  });
});

describe('warningKinds', () => {
  it('uses the titles and storage keys of the spec', () => {
    expect(warningKinds).toEqual({
      cis: { title: 'For CIS Subscribers Only', storageKey: 'dontWarnCISLinks' },
      enterprise: {
        title: 'For Enterprise Subscribers Only',
        storageKey: 'dontWarnEnterpriseLinks',
      },
      subscriber: { title: 'For Subscribers Only', storageKey: 'dontWarnGitHubLinks' },
    });
  });
});

describe('isModifiedClick', () => {
  const plain = { button: 0, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false };
  it('treats a plain left click as unmodified', () => {
    expect(isModifiedClick(plain)).toBe(false);
  });
  it('lets Ctrl, Cmd, Shift, Alt and middle clicks through', () => {
    for (const change of [
      { ctrlKey: true },
      { metaKey: true },
      { shiftKey: true },
      { altKey: true },
      { button: 1 },
    ]) {
      expect(isModifiedClick({ ...plain, ...change })).toBe(true);
    }
  });
});
