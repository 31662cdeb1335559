import { useSyncExternalStore } from 'react';

/**
 * A returned token is saved to local storage under this key
 * (docs/product/accounts.md#sessions-and-tokens).
 */
const TOKEN_KEY = 'token';
const CHANGE_EVENT = 'givecrowd:token-change';

/** The stored token; none where there is no browser (a page rendered on the server). */
export function getToken(): string | null {
  return typeof window === 'undefined' ? null : localStorage.getItem(TOKEN_KEY);
}

export function setToken(token: string): void {
  localStorage.setItem(TOKEN_KEY, token);
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

export function clearToken(): void {
  localStorage.removeItem(TOKEN_KEY);
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

function subscribeToToken(onChange: () => void): () => void {
  // `storage` covers other tabs; the custom event covers this one.
  window.addEventListener('storage', onChange);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

/** A page rendered on the server is rendered for a visitor: nobody is signed in there. */
const getServerToken = () => null;

/**
 * The stored token, kept current. While a server-rendered page comes alive it is first the
 * visitor's (none), so the page matches what the server sent, then the stored one
 * (docs/product/server-rendering.md#hydration).
 */
export function useToken(): string | null {
  return useSyncExternalStore(subscribeToToken, getToken, getServerToken);
}
