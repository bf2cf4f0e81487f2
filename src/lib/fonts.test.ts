import { describe, expect, it } from 'vitest';
import { fontHeadTags, selfHostedFontTags } from './fonts';

describe('fontHeadTags', () => {
  it('adds nothing when fonts are self-hosted', () => {
    expect(fontHeadTags({ stylesheetUrl: undefined, family: 'Inter' })).toEqual([]);
  });

  it('preconnects to the provider and switches the font family', () => {
    const tags = fontHeadTags({
      stylesheetUrl: 'https://fonts.googleapis.com/css2?family=Inter:wght@400;700&display=swap',
      family: 'Inter',
    });
    expect(tags[0]).toMatchObject({
      tagName: 'link',
      attributes: { rel: 'preconnect', href: 'https://fonts.googleapis.com' },
    });
    expect(tags[1]?.innerHTML).toBe(':root{--site-font-family:"Inter";}');
  });
});

describe('selfHostedFontTags', () => {
  const faces = [
    {
      family: 'Inter Variable',
      weight: '100 900',
      unicodeRange: 'U+0000-00FF',
      href: '/assets/fonts/inter-latin.abc.woff2',
      preload: true,
    },
    {
      family: 'Inter Variable',
      weight: '100 900',
      unicodeRange: 'U+0100-02BA',
      href: '/assets/fonts/inter-latin-ext.def.woff2',
      preload: false,
    },
  ];

  it('preloads the first-screen faces and declares every face with font-display optional', () => {
    const tags = selfHostedFontTags(faces, { preload: true });
    expect(tags.map((tag) => tag.tagName)).toEqual(['link', 'style']);
    expect(tags[0]?.attributes).toEqual({
      rel: 'preload',
      href: '/assets/fonts/inter-latin.abc.woff2',
      as: 'font',
      type: 'font/woff2',
      crossorigin: 'anonymous',
    });
    const css = String(tags[1]?.innerHTML);
    expect(css.match(/@font-face/g)).toHaveLength(2);
    expect(css).toContain('font-display:optional');
    expect(css).toContain(
      'src:url("/assets/fonts/inter-latin-ext.def.woff2") format("woff2-variations")',
    );
    expect(css).toContain('unicode-range:U+0100-02BA');
  });

  it('preloads nothing when a provider font is the body font', () => {
    const tags = selfHostedFontTags(faces, { preload: false });
    expect(tags.map((tag) => tag.tagName)).toEqual(['style']);
  });
});
