import { describe, expect, it } from 'vitest';
import { markdownPath } from './markdownPath';

describe('markdownPath', () => {
  it('adds .md to a page path and names the home page index.md', () => {
    expect(markdownPath('/reference/modules/terraform-aws-vpc/vpc-app')).toBe(
      '/reference/modules/terraform-aws-vpc/vpc-app.md',
    );
    expect(markdownPath('/guides/')).toBe('/guides.md');
    expect(markdownPath('/')).toBe('/index.md');
  });
});
