import { describe, expect, it } from 'vitest';
import { termsOf, termsWithParts, tokenize } from './tokenize';

describe('tokenize', () => {
  it('keeps identifiers whole beside their stemmed parts', () => {
    expect(termsOf('vpc_cni_enable_prefix_delegation')).toEqual([
      'vpc_cni_enable_prefix_delegation',
      'vpc',
      'cni',
      'enabl',
      'prefix',
      'deleg',
    ]);
    expect(termsOf('terraform-aws-vpc/vpc-app')).toEqual([
      'terraform-aws-vpc/vpc-app',
      'terraform-aws-vpc',
      'vpc-app',
      'terraform',
      'aws',
      'vpc',
      'app',
    ]);
  });

  it('drops stopwords and stems words of four letters or more, not acronyms', () => {
    expect(termsOf('How do I upgrade the EKS clusters?')).toEqual(['upgrad', 'eks', 'cluster']);
  });

  it('reads an apostrophe as part of the word', () => {
    expect(termsOf("can't Gruntwork's")).toEqual(['cant', 'gruntwork']);
  });

  it('keeps a version as one term without its v', () => {
    expect(termsOf('v0.26.6 and 1.1')).toEqual(['0.26.6', '1.1']);
  });

  it('gives the offset of each token as written', () => {
    expect(tokenize('Use vpc-app').map((token) => [token.raw, token.start])).toEqual([
      ['use', 0],
      ['vpc-app', 4],
    ]);
  });

  it('marks the parts of a compound, not the compound or plain words', () => {
    expect(termsWithParts('vpc-app subnets')).toEqual([
      { term: 'vpc-app', part: false },
      { term: 'vpc', part: true },
      { term: 'app', part: true },
      { term: 'subnet', part: false },
    ]);
  });
});
