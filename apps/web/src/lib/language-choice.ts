/**
 * The chosen language is kept in local storage and in a cookie of this name, so the server renders
 * a page in it (docs/product/server-rendering.md#languages). Apart from the app's texts, so the
 * donation page's script keeps a choice without loading them (docs/decisions/012).
 */
export const LANGUAGE_KEY = 'language';
const COOKIE_MAX_AGE_SECONDS = 400 * 24 * 60 * 60;

/** Keeps `language` in this browser and in the cookie the server reads. */
export function rememberLanguage(language: string): void {
  localStorage.setItem(LANGUAGE_KEY, language);
  // biome-ignore lint/suspicious/noDocumentCookie: one first-party cookie; Cookie Store is not everywhere yet.
  document.cookie = `${LANGUAGE_KEY}=${language}; path=/; max-age=${COOKIE_MAX_AGE_SECONDS}; samesite=lax`;
}
