import { describe, expect, it } from 'vitest';
import { tagKey } from './tagKey';

describe('tagKey', () => {
  it.each([
    ['s3', 's-3'],
    ['ec2', 'ec-2'],
    ['route53', 'route-53'],
    ['TLS', 'tls'],
    ['SSL', 'ssl'],
    ['ci-cd', 'ci-cd'],
    ['aws-landing-zone', 'aws-landing-zone'],
    ['certificate-authority', 'certificate-authority'],
    ['golang', 'golang'],
  ])('%s → %s', (name, key) => {
    expect(tagKey(name)).toBe(key);
  });
});
