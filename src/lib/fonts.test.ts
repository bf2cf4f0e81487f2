import { describe, expect, it } from 'vitest';
import { fontHeadTags } from './fonts';

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
