import {describe, expect, test} from 'vitest';
import {toRgb as toRgbOrUndefined} from '../../shared/unstyledTokens';
import {darkCodeTheme, lightCodeTheme} from '../codeThemes';

const toRgb = (color: string) =>
  toRgbOrUndefined(color) ?? expect.fail(`${color} is not a colour this test reads`);

/** WCAG 2 relative luminance. */
function luminance(rgb: number[]): number {
  const [r, g, b] = rgb.map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(foreground: number[], background: number[]): number {
  const [light, dark] = [luminance(foreground), luminance(background)].sort((a, b) => b - a);
  return (light + 0.05) / (dark + 0.05);
}

/** `background` under the translucent black of a highlighted line (custom.css). */
const darkened = (background: number[], alpha: number) => background.map((channel) => channel * (1 - alpha));

describe.each([
  ['light', lightCodeTheme, 0.08],
  ['dark', darkCodeTheme, 0.3],
])('the %s code theme', (_mode, theme, highlightAlpha) => {
  const background = toRgb(theme.plain.backgroundColor!);
  const colors = [theme.plain.color!, ...theme.styles.flatMap((entry) => entry.style.color ?? [])];

  test.each(colors)('%s has a contrast of 4.5:1 on plain and highlighted lines', (color) => {
    expect(contrast(toRgb(color), background)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(toRgb(color), darkened(background, highlightAlpha))).toBeGreaterThanOrEqual(4.5);
  });

  test('no token is made translucent', () => {
    expect(theme.styles.filter((entry) => entry.style.opacity !== undefined)).toEqual([]);
  });
});
