import { describe, expect, it } from 'vitest';
import type { Hit } from '@site/src/lib/search/localIndex';
import { describeReferenceHit } from './describe';

const base: Hit = { id: '1', url: '', excerpt: '', meta: {}, filters: {}, sub_results: [] };

describe('describeReferenceHit', () => {
  it('prefers the meta the reference pages record', () => {
    const hit = {
      ...base,
      url: '/reference/modules/terraform-aws-vpc/vpc-app',
      meta: { title: 'VPC App', group: 'VPC Modules', description: 'A VPC for apps.' },
    };
    expect(describeReferenceHit(hit)).toEqual({
      id: '1',
      url: '/reference/modules/terraform-aws-vpc/vpc-app',
      name: 'VPC App',
      group: 'VPC Modules',
      description: 'A VPC for apps.',
    });
  });

  it('falls back to the URL and the excerpt without its highlight tags', () => {
    const hit = {
      ...base,
      url: '/reference/services/networking/management-vpc',
      excerpt: 'A <mark>VPC</mark> for tools.',
    };
    expect(describeReferenceHit(hit)).toEqual({
      id: '1',
      url: '/reference/services/networking/management-vpc',
      name: 'management-vpc',
      group: 'Service · networking',
      description: 'A VPC for tools.',
    });
  });
});
