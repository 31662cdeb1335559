import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** A YYYY-MM-DD day as the reader's language writes it ('30 April 2030'), whatever their zone. */
export function useFormatDay(): (day: string) => string {
  const { i18n } = useTranslation();
  const locale = `${i18n.language}-IN`;
  return useCallback(
    (day: string) => {
      const date = new Date(`${day}T00:00:00Z`);
      if (Number.isNaN(date.getTime())) return day;
      return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
    },
    [locale],
  );
}
