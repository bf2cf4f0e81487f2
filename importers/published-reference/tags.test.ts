import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parsePublishedPage } from './parse';

const alb = readFileSync(path.join(__dirname, '__fixtures__', 'alb.md'), 'utf8');
const withTags = (tags: string) =>
  alb.replace('hide_title: true\n', `hide_title: true\ntags: ${tags}\n`);

describe('tags of a published page', () => {
  it('are read from the front matter as published', () => {
    expect(parsePublishedPage('alb.md', withTags('["s3", "TLS", "ci-cd"]')).tags).toEqual([
      's3',
      'TLS',
      'ci-cd',
    ]);
    expect(parsePublishedPage('alb.md', alb).tags).toBeUndefined();
  });

  it('must be a list of names', () => {
    expect(() => parsePublishedPage('alb.md', withTags('s3'))).toThrow(
      'alb.md (front matter): tags must be a list of names',
    );
  });
});
