import { describe, expect, it } from 'vitest';
import { flattenChunkNames, restoreShape } from './routeModules';

describe('flattenChunkNames', () => {
  it('turns nested chunk names into dotted key paths', () => {
    expect(
      flattenChunkNames({ __comp: 'a', __context: { plugin: 'b' }, content: 'c', empty: {} }),
    ).toEqual({ __comp: 'a', '__context.plugin': 'b', content: 'c', empty: {} });
  });
});

describe('restoreShape', () => {
  const Component = () => null;

  it('puts each loaded default export where its chunk name was, with named exports attached', () => {
    const tree = restoreShape(
      { __comp: 'a', __context: { plugin: 'b' }, content: 'c' },
      {
        __comp: { default: Component },
        '__context.plugin': { default: { name: 'docs' } },
        content: { default: { body: 1 }, frontMatter: { title: 'T' } },
      },
      '/x',
    );
    expect(tree.__comp).toBe(Component);
    expect(tree.__context).toEqual({ plugin: { name: 'docs' } });
    expect(tree.content).toEqual({ body: 1, frontMatter: { title: 'T' } });
  });

  it('names the route whose module has no default export', () => {
    expect(() => restoreShape({ __comp: 'a' }, { __comp: {} }, '/broken')).toThrow(
      'The page component at /broken',
    );
  });
});
