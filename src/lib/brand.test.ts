import { describe, expect, it } from 'vitest';
import { brand, copyrightLine } from './brand';

describe('brand', () => {
  it('prints the copyright line for 2020 to 2023', () => {
    expect(copyrightLine()).toBe('© 2020 – 2023 Gruntwork, Inc.');
  });

  it('carries the spec tagline', () => {
    expect(brand.tagline).toBe(
      'Learn how to deploy and manage your entire infrastructure as code.',
    );
  });

  it('points the knowledge base at the GitHub discussions of the organisation', () => {
    expect(brand.github.knowledgeBase).toBe(
      'https://github.com/gruntwork-io/knowledge-base/discussions',
    );
  });
});
