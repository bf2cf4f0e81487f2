import { describe, expect, it } from 'vitest';
import { leadOf, pageRecord } from './records';
import { fixturePages } from './__fixtures__/pages';

const record = (path: string) => {
  const html = fixturePages[path];
  if (!html) throw new Error(path);
  return pageRecord(path, html);
};

describe('pageRecord', () => {
  it('keeps the title, description, facets and one section per heading with an anchor', () => {
    const vpc = record('/reference/modules/terraform-aws-vpc/vpc-app');
    expect(vpc).toMatchObject({
      title: 'VPC App',
      description: 'A production-grade VPC for applications.',
      type: 'reference-module',
      section: 'Library Reference',
      tags: ['vpc'],
      meta: { group: 'VPC Modules' },
    });
    expect(vpc?.sections.map((s) => [s.heading, s.anchor])).toEqual([
      ['VPC App', ''],
      ['Required inputs', 'required-inputs'],
      ['num_nat_gateways', 'num_nat_gateways'],
      ['cidr_block', 'cidr_block'],
    ]);
  });

  it('never indexes chrome or page meta', () => {
    const texts = Object.keys(fixturePages)
      .map(record)
      .flatMap((r) => r?.sections ?? [])
      .map((s) => `${s.heading} ${s.text} ${s.code}`)
      .join(' ');
    for (const chrome of [
      'Copy page',
      'View as Markdown',
      'View Source',
      'Release Notes',
      'v0.26.6',
      'Thread #',
      'accepted answer',
      'View the full discussion',
      'Edit this page',
      'Modules affected',
      'Docs Library Search',
      'Footer links',
      '#',
    ])
      expect(texts).not.toContain(chrome);
  });

  it('reads a description in single quotes, and a cut one in full from its paragraph', () => {
    expect(record('/discussions/knowledge-base/331')?.description).toBe(
      'You deploy the "merger" and nothing changes in the cluster.',
    );
    expect(leadOf('No ellipsis here.', [])).toBe('No ellipsis here.');
    expect(leadOf('Cut short…', [])).toBe('Cut short');
  });

  it('keeps the words of adjacent elements apart', () => {
    const intro = record('/intro/overview/intro-to-gruntwork');
    expect(intro?.sections[0]?.text).toBe(
      'Gruntwork sells a library of Terraform modules and support.',
    );
  });

  it('keeps code apart from prose, one line per line', () => {
    const kb = record('/discussions/knowledge-base/331');
    expect(kb?.sections[1]).toMatchObject({
      heading: 'The problem',
      code: 'Error: configmaps "aws-auth" is forbidden',
    });
    expect(kb?.sections[1]?.text).not.toContain('Error');
  });

  it('skips the search page, the 404 page and tag listings', () => {
    expect(record('/search')).toBeNull();
    expect(pageRecord('/404', '<main>x</main>')).toBeNull();
    expect(pageRecord('/tags/vpc', '<main>x</main>')).toBeNull();
  });
});
