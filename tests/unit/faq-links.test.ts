/**
 * The FAQ pages link the knowledge-base articles of the threads their published counterparts
 * (gruntwork-io/docs at 5e3d29d3c, docs/faq/*) named, and every article they link exists.
 * Threads 179 and 191 were linked there but are not in the published knowledge base.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const published: Record<string, number[]> = {
  'devops-general': [62],
  eks: [131, 134, 143, 196, 202, 213],
  'iac-general': [144],
  pipelines: [133, 180, 181, 200, 219],
  'ref-arch-predeployment': [20, 57, 69, 99, 117, 203, 206, 207, 216],
  'ref-arch': [3, 53, 54, 56, 58, 60, 101, 135, 162, 182, 187, 189, 194, 211, 212, 215],
  'service-catalog': [54, 218],
  terragrunt: [109, 137, 172, 187, 205],
  terratest: [173, 195, 217],
};

const faqDir = path.join(process.cwd(), 'docs/faq');

function linkedArticles(page: string): number[] {
  const text = readFileSync(path.join(faqDir, `${page}.mdx`), 'utf8');
  return [...text.matchAll(/\]\(\/discussions\/knowledge-base\/(\d+)\)/g)].map((m) => Number(m[1]));
}

describe('FAQ pages and the knowledge base', () => {
  it.each(Object.entries(published))(
    '%s links the threads its published page named',
    (page, numbers) => {
      expect(linkedArticles(page)).toEqual(expect.arrayContaining(numbers));
    },
  );

  it('links only articles that exist', () => {
    const pages = readdirSync(faqDir).filter((name) => name.endsWith('.mdx'));
    const missing = pages.flatMap((name) =>
      linkedArticles(name.replace(/\.mdx$/, '')).filter(
        (number) => !existsSync(path.join(process.cwd(), 'data/discussions', `${number}.yml`)),
      ),
    );
    expect(missing).toEqual([]);
  });
});
