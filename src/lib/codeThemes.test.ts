import { describe, expect, it } from 'vitest';
import { darkCodeTheme, lightCodeTheme } from './codeThemes';

function luminance(hex: string): number {
  const [r = 0, g = 0, b = 0] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const linear = (c: number) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

describe('code themes', () => {
  for (const [name, theme] of [
    ['light', lightCodeTheme],
    ['dark', darkCodeTheme],
  ] as const) {
    it(`give every ${name} token colour at least 4.5:1 contrast on the block background`, () => {
      const background = theme.plain.backgroundColor ?? '';
      const colours = [theme.plain.color, ...theme.styles.map((s) => s.style.color)];
      for (const colour of colours) {
        expect(
          contrast(colour ?? '', background),
          `${colour} on ${background}`,
        ).toBeGreaterThanOrEqual(4.5);
      }
    });
  }
});
