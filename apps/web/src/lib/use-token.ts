import { useSyncExternalStore } from 'react';
import { getToken, TOKEN_CHANGE_EVENT } from './auth-token';

/*
 * The stored token for components, apart from the storage functions so that code without React
 * (the donation page's script, docs/decisions/012) reads the token without loading React.
 */

function subscribeToToken(onChange: () => void): () => void {
  // `storage` covers other tabs; the custom event covers this one.
  window.addEventListener('storage', onChange);
  window.addEventListener(TOKEN_CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(TOKEN_CHANGE_EVENT, onChange);
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
