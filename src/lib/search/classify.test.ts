import { describe, expect, it } from 'vitest';
import { classifyPath } from './classify';

describe('classifyPath', () => {
  it.each([
    ['/reference/modules/terraform-aws-vpc/vpc-app', 'reference-module', 'Library Reference'],
    ['/reference/services/networking/management-vpc', 'reference-service', 'Library Reference'],
    ['/discussions/knowledge-base/412', 'knowledge-base', 'Knowledge Base'],
    ['/guides/stay-up-to-date/releases/2021-04', 'release-notes', 'Release Notes'],
    ['/guides/stay-up-to-date/releases', 'release-notes', 'Release Notes'],
    ['/guides/stay-up-to-date/terraform/terraform-13', 'guide', 'Guides'],
    ['/faq/terragrunt', 'faq', 'FAQ'],
    ['/pipelines/overview/', 'docs', 'Pipelines'],
    ['/tools', 'page', 'General'],
    ['/', 'page', 'General'],
  ])('classifies %s as %s in %s', (path, type, section) => {
    expect(classifyPath(path)).toEqual({ type, section });
  });
});
