import { describe, expect, it } from 'vitest';
import { normalizeText, parseQuery, termsOfQuery } from './query';
import type { SynonymRow } from './indexFormat';

const synonyms: SynonymRow[] = [
  ['k8s', 'kubernetes'],
  ['ref arch', 'reference architecture'],
];

describe('parseQuery', () => {
  it('makes one group per word, a compound with its parts', () => {
    const { groups } = parseQuery('vpc-app subnets', []);
    expect(groups.map((g) => [g.compound, g.parts])).toEqual([
      ['vpc-app', ['vpc', 'app']],
      [undefined, ['subnet']],
    ]);
  });

  it("adds the site's words for a reader's word, also for two words", () => {
    const { groups } = parseQuery('k8s on the ref arch', synonyms);
    expect(groups.map((g) => [g.raw, g.alternatives])).toEqual([
      ['k8s', [['kubernet']]],
      [
        'ref arch',
        [
          ['refer', 'architectur'],
          ['ref', 'arch'],
        ],
      ],
    ]);
  });

  it('lets the last word match as a prefix only while typing', () => {
    expect(parseQuery('terraform sta', [], true).groups.map((g) => g.prefix)).toEqual([
      false,
      true,
    ]);
    expect(parseQuery('terraform sta', [], false).groups.at(-1)?.prefix).toBe(false);
    expect(parseQuery('terraform sta ', [], true).groups.at(-1)?.prefix).toBe(false);
  });

  it('has no groups for a query of stopwords only', () => {
    expect(parseQuery('how do I', []).groups).toEqual([]);
  });

  it('lists every term it needs', () => {
    expect(termsOfQuery(parseQuery('k8s vpc-app', synonyms)).sort()).toEqual(
      ['app', 'k8s', 'kubernet', 'vpc', 'vpc-app'].sort(),
    );
  });
});

describe('normalizeText', () => {
  it('compares titles and slugs whatever their case and joiners', () => {
    expect(normalizeText('VPC App')).toBe(normalizeText('vpc-app'));
    expect(normalizeText('eks-cluster-control-plane')).toBe('eks cluster control plane');
  });
});
