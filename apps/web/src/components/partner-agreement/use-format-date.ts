import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** A signing time as the reader's language writes a date ('22 November 2030'). */
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
