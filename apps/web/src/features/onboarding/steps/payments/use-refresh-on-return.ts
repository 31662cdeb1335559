import { useEffect, useRef } from 'react';

/** Coming back fires both focus and visibilitychange: one refresh is enough. */
const QUIET_MS = 1000;

/**
 * Runs `refresh` whenever the person comes back to this tab (window focus, or the page becoming
 * visible), e.g. from the provider's onboarding in another tab.
 */
export function useRefreshOnReturn(refresh: () => void, enabled = true) {
  const latest = useRef(refresh);
  latest.current = refresh;
  useEffect(() => {
    if (!enabled) return;
    let last = 0;
    const onReturn = () => {
      if (document.visibilityState !== 'visible' || Date.now() - last < QUIET_MS) return;
      last = Date.now();
      latest.current();
    };
    window.addEventListener('focus', onReturn);
    document.addEventListener('visibilitychange', onReturn);
    return () => {
      window.removeEventListener('focus', onReturn);
      document.removeEventListener('visibilitychange', onReturn);
    };
  }, [enabled]);
}
