import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/focus-ring.css';
import './app/header-height.css';
import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
// react-router/dom's provider supports navigate({ flushSync }) (used by logout).
import { RouterProvider } from 'react-router/dom';
import {
  changeLanguage,
  i18n,
  isLanguage,
  type Language,
  loadLanguage,
  storedLanguage,
} from '@/lib/i18n';
import { browserPageHost } from '@/lib/page-host';
import { wantBannerHost } from './app/banner-host';
import { Providers } from './app/providers';
import { createQueryClient } from './app/query-client';
import { createRoutes } from './app/routes';
import { readSsrState } from './app/ssr-state';

/*
 * The browser's entry (docs/product/server-rendering.md#hydration): it takes over a page the
 * server rendered, with the answers and language it was rendered with, or renders a page the
 * server sent as a shell.
 */

/** The code of the routes this address matches, loaded before the page is taken over. */
async function loadMatchedRoutes(routes: RouteObject[]): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
}

/** The language of a shell: the one chosen here, else the one the server wrote in `<html lang>`. */
function shellLanguage(): Language {
  const { lang } = document.documentElement;
  return storedLanguage() ?? (isLanguage(lang) ? lang : 'en');
}

/** Once the server's page is alive: the language chosen here, when the server did not know it. */
function afterHydration(rendered: Language): void {
  const stored = storedLanguage();
  if (stored && stored !== rendered) void changeLanguage(stored);
}

async function start(): Promise<void> {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  const state = readSsrState(document);
  const language = state?.language ?? shellLanguage();
  await loadLanguage(language);
  await i18n.changeLanguage(language);

  const queryClient = createQueryClient();
  const host = browserPageHost();
  const routes = createRoutes({ queryClient, host, isServer: false });
  if (state) {
    hydrate(queryClient, state.queries);
    await loadMatchedRoutes(routes);
  }
  const router = createBrowserRouter(routes, state ? { hydrationData: state.router } : undefined);
  // The banner's host comes with the first page rendered here (docs/product/server-rendering.md#the-home-pages-javascript).
  if (state) {
    const stopWatching = router.subscribe(({ navigation }) => {
      if (navigation.state === 'idle') return;
      wantBannerHost();
      stopWatching();
    });
  } else wantBannerHost();
  const app = (
    <StrictMode>
      <Providers
        queryClient={queryClient}
        i18n={i18n}
        host={host}
        onMounted={state ? () => afterHydration(language) : undefined}
      >
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>
  );
  // As a transition, hydration yields to the browser every few milliseconds instead of holding
  // the main thread for the whole page (docs/product/server-rendering.md#hydration).
  if (state) startTransition(() => void hydrateRoot(root, app));
  else createRoot(root).render(app);
}

void start();
