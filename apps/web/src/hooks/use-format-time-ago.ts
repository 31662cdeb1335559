import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 60 * 60],
  ['month', 30 * 24 * 60 * 60],
  ['week', 7 * 24 * 60 * 60],
  ['day', 24 * 60 * 60],
  ['hour', 60 * 60],
  ['minute', 60],
];

/** One format per language, made at its first use (as use-format-day.ts does). */
const formats = new Map<string, Intl.RelativeTimeFormat>();

function relativeFormat(locale: string): Intl.RelativeTimeFormat {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
    formats.set(locale, format);
  }
  return format;
}

/**
 * How long ago a moment (an ISO time) was, as the reader's language says it: '5 minutes ago',
 * 'yesterday', '3 weeks ago'; under a minute 'now'. For what only the browser renders: it reads
 * the clock.
 */
export function useFormatTimeAgo(): (iso: string) => string {
  const { i18n } = useTranslation();
  const locale = `${i18n.language}-IN`;
  return useCallback(
    (iso: string) => {
      const time = new Date(iso).getTime();
      if (Number.isNaN(time)) return iso;
      const seconds = Math.max(0, (Date.now() - time) / 1000);
      const format = relativeFormat(locale);
      const found = UNITS.find(([, size]) => seconds >= size);
      if (!found) return format.format(0, 'second');
      const [unit, size] = found;
      return format.format(-Math.floor(seconds / size), unit);
    },
    [locale],
  );
}
