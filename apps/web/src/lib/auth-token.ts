/**
 * A returned token is saved to local storage under this key
 * (docs/product/accounts.md#sessions-and-tokens).
 */
const TOKEN_KEY = 'token';
/** Told in this tab when the token changes (`storage` tells the others). */
export const TOKEN_CHANGE_EVENT = 'givecrowd:token-change';

/** The stored token; none where there is no browser (a page rendered on the server). */
export function getToken(): string | null {
  return typeof window === 'undefined' ? null : localStorage.getItem(TOKEN_KEY);
}

export function setToken(token: string): void {
  localStorage.setItem(TOKEN_KEY, token);
  window.dispatchEvent(new Event(TOKEN_CHANGE_EVENT));
}

export function clearToken(): void {
  localStorage.removeItem(TOKEN_KEY);
  window.dispatchEvent(new Event(TOKEN_CHANGE_EVENT));
}
