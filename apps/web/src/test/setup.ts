import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { changeLanguage, i18n, loadAllTexts } from '@/lib/i18n';

// A page's first render here waits for its lazy chunks to be transformed, which on a busy machine
// can take longer than Testing Library's default second.
configure({ asyncUtilTimeout: 5000 });

// Components are rendered on their own here, without the routes that fetch the texts.
await loadAllTexts();

// jsdom lacks the browser APIs Mantine relies on; the server entry's tests have no window.
if (typeof window !== 'undefined') {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });

  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  window.ResizeObserver = ResizeObserverStub;
  Element.prototype.scrollIntoView = () => {};
  window.scrollTo = () => {};
}

// Files share their worker's modules (vitest.config.ts): each test starts in English, signed out.
afterEach(async () => {
  cleanup();
  notifications.clean();
  if (typeof window !== 'undefined') localStorage.clear();
  if (i18n.language !== 'en') await changeLanguage('en');
});
