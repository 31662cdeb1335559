import { useEffect } from 'react';

/**
 * While a dialog is open, the page behind it (the app root; Mantine portals dialogs and the
 * banner outside it) is inert and hidden from assistive technology — what aria-modal means, made
 * explicit for the tools that do not read aria-modal.
 */
export function useInertPage(isOpen: boolean): void {
  useEffect(() => {
    const root = document.getElementById('root');
    if (!isOpen || !root) return;
    root.inert = true;
    root.setAttribute('aria-hidden', 'true');
    return () => {
      root.inert = false;
      root.removeAttribute('aria-hidden');
    };
  }, [isOpen]);
}
