import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The day of a moment (an ISO time: signed, submitted, bought) as the reader's language writes it
 * ('22 November 2030'). A YYYY-MM-DD day goes to useFormatDay instead.
 */
export function useFormatDate(): (iso: string) => string {
  const { i18n } = useTranslation();
  const locale = `${i18n.language}-IN`;
  return useCallback(
    (iso: string) => {
      const date = new Date(iso);
      if (Number.isNaN(date.getTime())) return iso;
      return new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(date);
    },
    [locale],
  );
}
