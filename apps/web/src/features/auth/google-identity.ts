/** The part of Google Identity Services (accounts.google.com/gsi/client) the button uses. */
type GoogleIdentity = {
  accounts: {
    id: {
      initialize: (options: {
        client_id: string;
        callback: (answer: { credential: string }) => void;
      }) => void;
      renderButton: (parent: HTMLElement, options: Record<string, string | number>) => void;
    };
  };
};

declare global {
  interface Window {
    google?: GoogleIdentity;
  }
}

const SCRIPT_URL = 'https://accounts.google.com/gsi/client';
let loading: Promise<GoogleIdentity> | undefined;

/** Loads Google's script once (the server's CSP allows it only when Google sign-in is configured). */
export function loadGoogleIdentity(): Promise<GoogleIdentity> {
  loading ??= new Promise((resolve, reject) => {
    if (window.google) return resolve(window.google);
    const script = document.createElement('script');
    script.src = SCRIPT_URL;
    script.async = true;
    script.onload = () =>
      window.google ? resolve(window.google) : reject(new Error('Google sign-in did not load.'));
    script.onerror = () => {
      loading = undefined;
      reject(new Error('Google sign-in could not be loaded.'));
    };
    document.head.append(script);
  });
  return loading;
}
