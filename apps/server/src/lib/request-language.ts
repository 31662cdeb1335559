import { isLocale, type Locale } from '@givecrowd/shared/i18n/locales';
import type { FastifyRequest } from 'fastify';

const LANGUAGE_COOKIE = 'language';

/** The %-decoded text, or undefined when its encoding is broken (`%ZZ`, half a UTF-8 character). */
function decodeCookieValue(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

/**
 * The `language` cookie of the request (docs/product/server-rendering.md#languages). A value
 * whose %-encoding is broken reads as no cookie: the page renders in the default language.
 */
export function languageCookie(request: FastifyRequest): string | undefined {
  for (const pair of request.headers.cookie?.split(';') ?? []) {
    const [name, ...value] = pair.split('=');
    if (name?.trim() === LANGUAGE_COOKIE) return decodeCookieValue(value.join('=').trim());
  }
  return undefined;
}

/**
 * The language the person chose in the web's Language select, when their cookie names one the
 * product speaks; undefined otherwise (docs/product/messages-and-languages.md#emails).
 */
export function chosenLocale(request: FastifyRequest): Locale | undefined {
  const cookie = languageCookie(request);
  return isLocale(cookie) ? cookie : undefined;
}

/** The language of what the request sends at once (a code, a link): the chosen one, else English. */
export function requestLocale(request: FastifyRequest): Locale {
  return chosenLocale(request) ?? 'en';
}
