import {
  type CSSVariablesResolver,
  colorsTuple,
  createTheme,
  DEFAULT_THEME,
  type MantineThemeOverride,
  mergeThemeOverrides,
} from '@mantine/core';

/**
 * Mantine's palette with a darker shade 9 for `name`. Shade 9 is the filled colour (white text on
 * it) and the text of the light variant (on shade 1), so it must reach 4.5:1 against both.
 */
const withReadableShade9 = (name: 'green' | 'teal', shade9: string) =>
  colorsTuple([...DEFAULT_THEME.colors[name].slice(0, 9), shade9]);

export const theme = createTheme({
  primaryColor: 'cyan',
  // Shade 9: white text on it meets WCAG AA (cyan.8 is 4.34:1, below 4.5:1).
  primaryShade: { light: 9, dark: 6 },
  colors: {
    // Mantine's green.9 is 4.4:1 with white and 3.8:1 on green.1 (success alerts, the Verified
    // badge); this one is 5.7:1 and 5.0:1. Teal.9 is 4.3:1 on teal.1; this one is 5.1:1.
    // Lime, yellow and orange fail the same way: darken them here before using them for text.
    green: withReadableShade9('green', '#257535'),
    teal: withReadableShade9('teal', '#077252'),
  },
  defaultRadius: 'md',
  // A reader who asked their device for less motion gets dialogs, menus and banners without it.
  respectReducedMotion: true,
  fontFamily:
    'Inter, "Noto Sans", "Noto Sans Devanagari", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  headings: { fontWeight: '700' },
  components: {
    Button: { defaultProps: { radius: 'xl' } },
    Card: { defaultProps: { withBorder: true, radius: 'lg' } },
    // A loader is a span; the name it is given (`aria-label`) is only allowed with a role.
    Loader: { defaultProps: { role: 'status' } },
  },
});

/**
 * The theme with the name of every Mantine close button (dialogs, the navigation drawer, the
 * banner) in the page's language; Mantine leaves them unnamed.
 */
export function themeWithCloseLabel(closeLabel: string): MantineThemeOverride {
  return mergeThemeOverrides(theme, {
    components: { CloseButton: { defaultProps: { 'aria-label': closeLabel } } },
  });
}

/**
 * The one place text colours are made readable (WCAG AA, 4.5:1). Mantine's light-scheme dimmed
 * grey (gray.6, 3.3:1 on white) and error red (red.6, 3.3:1) fail; gray.7 (8.2:1 on white, 7.8:1
 * on the footer's gray.0) and red.9 (5.5:1) pass. Descriptions, hints, `c="dimmed"` text and
 * every field's error message use these variables. Passed to MantineProvider with the theme.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
  },
  dark: {},
});
