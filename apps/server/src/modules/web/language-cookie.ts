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
