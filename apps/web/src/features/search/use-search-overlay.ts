import { useCallback, useEffect, useRef, useState } from 'react';
import { isSearchShortcut } from './search-shortcut';

/**
 * Whether the search overlay is open, opened by the navigation bar's search icon or the keyboard
 * shortcut on every page. On closing, the focus goes back to what opened it: the icon, or
 * whatever had the focus when the shortcut was pressed.
 */
export function useSearchOverlay() {
  const [opened, setOpened] = useState(false);
  const [hasOpened, setHasOpened] = useState(false);
  const returnFocusTo = useRef<HTMLElement | null>(null);

  const open = useCallback((trigger?: HTMLElement) => {
    const focused = document.activeElement;
    returnFocusTo.current = trigger ?? (focused instanceof HTMLElement ? focused : null);
    setOpened(true);
    setHasOpened(true);
  }, []);
  const close = useCallback(() => setOpened(false), []);

  useEffect(() => {
    if (opened) return;
    returnFocusTo.current?.focus({ preventScroll: true });
    returnFocusTo.current = null;
  }, [opened]);

  // While the overlay is open its input has the keys, so the shortcut only listens when closed.
  useEffect(() => {
    if (opened) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      open();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [opened, open]);

  return { opened, hasOpened, open, close };
}
