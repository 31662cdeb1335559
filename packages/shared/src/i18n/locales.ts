/**
 * The languages the product speaks: its pages, and the emails and texts it sends
 * (docs/product/messages-and-languages.md#emails).
 */
export const LOCALES = ['en', 'hi'] as const;
export type Locale = (typeof LOCALES)[number];

export function isLocale(value: unknown): value is Locale {
  return LOCALES.some((locale) => locale === value);
}
