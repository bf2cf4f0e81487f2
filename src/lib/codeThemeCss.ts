/**
 * The code colours as a stylesheet: one rule set per colour mode, keyed on the `data-theme`
 * attribute Docusaurus sets on <html> before the first paint. Code blocks carry token classes
 * only (no inline colours), so the server's HTML is right in both modes from the first paint,
 * hydration can keep it as is, and switching mode needs no re-render.
 */
import type { PrismTheme } from 'prism-react-renderer';

type Style = PrismTheme['styles'][number]['style'];

const cssProperty = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

function declarations(style: Style): string {
  return Object.entries(style)
    .map(([name, value]) => `${cssProperty(name)}:${String(value)}`)
    .join(';');
}

function themeRules(theme: PrismTheme, mode: 'light' | 'dark'): string[] {
  const scope = `[data-theme='${mode}']`;
  const plain = [
    theme.plain.color && `--prism-color:${theme.plain.color}`,
    theme.plain.backgroundColor && `--prism-background-color:${theme.plain.backgroundColor}`,
  ].filter(Boolean);
  const rules = [`${scope}{${plain.join(';')}}`];
  for (const { types, style, languages } of theme.styles) {
    const languageScopes = languages?.map((language) => ` .language-${language}`) ?? [''];
    const selectors = languageScopes.flatMap((languageScope) =>
      types.map((type) => `${scope}${languageScope} .token.${type}`),
    );
    rules.push(`${selectors.join(',')}{${declarations(style)}}`);
  }
  return rules;
}

/** CSS for both colour modes, in theme order (a later entry wins, as in prism-react-renderer). */
export function codeThemeCss(light: PrismTheme, dark: PrismTheme): string {
  return [...themeRules(light, 'light'), ...themeRules(dark, 'dark')].join('\n') + '\n';
}
