import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * One format per language, made at its first use: making an Intl.DateTimeFormat costs far more
 * than using one (about half a millisecond of each campaign page the server renders,
 * docs/product/server-rendering.md#what-a-render-costs).
 */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

function dayFormat(locale: string): Intl.DateTimeFormat {
  let format = dayFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
    dayFormats.set(locale, format);
  }
  return format;
}

/** A YYYY-MM-DD day as the reader's language writes it ('30 April 2030'), whatever their zone. */
export function useFormatDay(): (day: string) => string {
  const { i18n } = useTranslation();
  const locale = `${i18n.language}-IN`;
  return useCallback(
    (day: string) => {
      const date = new Date(`${day}T00:00:00Z`);
      if (Number.isNaN(date.getTime())) return day;
      return dayFormat(locale).format(date);
    },
    [locale],
  );
}
