import { createTheme } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'cyan',
  // Shade 9: white text on it meets WCAG AA (cyan.8 is 4.34:1, below 4.5:1).
  primaryShade: { light: 9, dark: 6 },
  defaultRadius: 'md',
  fontFamily:
    'Inter, "Noto Sans", "Noto Sans Devanagari", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  headings: { fontWeight: '700' },
  components: {
    Button: { defaultProps: { radius: 'xl' } },
    Card: { defaultProps: { withBorder: true, radius: 'lg' } },
  },
});
