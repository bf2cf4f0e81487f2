import { describe, expect, it } from 'vitest';
import { indexChunkNames } from './chunkIndex';

describe('indexChunkNames', () => {
  it('groups the chunk names of every route registered at a path, nested props included', () => {
    const index = indexChunkNames({
      '/docs/intro-a1b': { __comp: 'c1', content: 'c2' },
      '/docs/intro-ff0': { __comp: 'c3', __props: { sidebar: 'c4' } },
      '/-e5f': { __comp: 'c5' },
      '/ci-cd/guide-123': { content: 'c6' },
    });
    expect(index.get('/docs/intro')).toEqual(['c1', 'c2', 'c3', 'c4']);
    expect(index.get('/')).toEqual(['c5']);
    expect(index.get('/ci-cd/guide')).toEqual(['c6']);
    expect(index.has('/docs')).toBe(false);
  });
});
