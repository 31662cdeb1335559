import { DEFAULT_THEME, type MantineColorsTuple, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { cssVariablesResolver, theme, themeWithCloseLabel } from './theme';

const merged = mergeMantineTheme(DEFAULT_THEME, theme);
const palette = (name: string): MantineColorsTuple => {
  const colors = merged.colors[name];
  if (!colors) throw new Error(`no ${name} palette`);
  return colors;
};

/** WCAG 2 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r = 0, g = 0, b = 0] = [1, 3, 5].map((start) => {
    const channel = Number.parseInt(hex.slice(start, start + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(first: string, second: string): number {
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

/** The palette shade a `var(--mantine-color-{name}-{shade})` reference points at. */
function shadeOf(reference: string | undefined): string {
  const match = reference?.match(/^var\(--mantine-color-([a-z]+)-(\d)\)$/);
  if (!match?.[1] || !match[2]) throw new Error(`not a palette shade: ${reference}`);
  return palette(match[1])[Number(match[2])] ?? '';
}

const WHITE = '#ffffff';
const AA = 4.5;

describe('theme colours (WCAG AA for text)', () => {
  const { light } = cssVariablesResolver(merged);

  it.each(['--mantine-color-dimmed', '--mantine-color-error'] as const)(
    '%s is readable on white and on the footer grey',
    (variable) => {
      const color = shadeOf(light[variable]);
      expect(contrast(color, WHITE)).toBeGreaterThanOrEqual(AA);
      expect(contrast(color, palette('gray')[0] ?? '')).toBeGreaterThanOrEqual(AA);
    },
  );

  it('fills with shade 9 in the light scheme', () => {
    expect(merged.primaryShade).toMatchObject({ light: 9 });
  });

  // The colours the app gives buttons, badges, alerts and text.
  it.each(['cyan', 'red', 'green', 'teal', 'blue', 'gray'])(
    '%s: white on the filled shade, and the light variant text on its background',
    (name) => {
      const [, shade1 = '', , , , , , , , shade9 = ''] = palette(name);
      expect(contrast(WHITE, shade9)).toBeGreaterThanOrEqual(AA);
      expect(contrast(shade9, shade1)).toBeGreaterThanOrEqual(AA);
    },
  );
});

describe('themeWithCloseLabel', () => {
  it("names Mantine's close buttons and keeps the rest of the theme", () => {
    const localized = themeWithCloseLabel('बंद करें');
    expect(localized.components?.CloseButton?.defaultProps).toEqual({ 'aria-label': 'बंद करें' });
    expect(localized.primaryColor).toBe('cyan');
    expect(localized.components?.Button?.defaultProps).toEqual({ radius: 'xl' });
  });
});
