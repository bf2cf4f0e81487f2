import { describe, expect, it } from 'vitest';
import { codeThemeCss } from './codeThemeCss';
import { darkCodeTheme, lightCodeTheme } from './codeThemes';

describe('codeThemeCss', () => {
  const css = codeThemeCss(lightCodeTheme, darkCodeTheme);

  it('sets the block colours of each mode as the variables code blocks read', () => {
    expect(css).toContain(
      "[data-theme='light']{--prism-color:#24292f;--prism-background-color:#f6f8fa}",
    );
    expect(css).toContain(
      "[data-theme='dark']{--prism-color:#f8f8f2;--prism-background-color:#282a36}",
    );
  });

  it('colours every token type of both themes, with font style where the theme has one', () => {
    expect(css).toContain(
      "[data-theme='light'] .token.comment,[data-theme='light'] .token.prolog," +
        "[data-theme='light'] .token.doctype,[data-theme='light'] .token.cdata{color:#57606a;font-style:italic}",
    );
    expect(css).toContain("[data-theme='dark'] .token.keyword");
    const ruleCount = (mode: string) =>
      css.split('\n').filter((rule) => rule.startsWith(`[data-theme='${mode}'] .token`)).length;
    expect(ruleCount('light')).toBe(lightCodeTheme.styles.length);
    expect(ruleCount('dark')).toBe(darkCodeTheme.styles.length);
  });

  it('scopes language-specific entries to blocks of that language', () => {
    const scoped = codeThemeCss(
      {
        plain: {},
        styles: [{ types: ['key'], languages: ['hcl', 'yaml'], style: { color: 'red' } }],
      },
      { plain: {}, styles: [] },
    );
    expect(scoped).toContain(
      "[data-theme='light'] .language-hcl .token.key,[data-theme='light'] .language-yaml .token.key{color:red}",
    );
  });
});
