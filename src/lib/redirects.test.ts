import { describe, expect, it } from 'vitest';
import { referenceRedirects } from './redirects';

describe('referenceRedirects', () => {
  it('sends the bare group form to the canonical module page', () => {
    expect(referenceRedirects('/reference/modules/terraform-aws-vpc/vpc-app')).toEqual([
      '/reference/modules/vpc/vpc-app',
    ]);
    expect(
      referenceRedirects('/reference/modules/terraform-aws-cache/redis_copy_snapshot'),
    ).toEqual(['/reference/modules/cache/redis_copy_snapshot']);
  });

  it('leaves every other page alone', () => {
    expect(referenceRedirects('/reference/services/networking/management-vpc')).toBeUndefined();
    expect(referenceRedirects('/library/reference')).toBeUndefined();
  });
});
