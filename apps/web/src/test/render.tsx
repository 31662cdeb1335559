import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { createQueryClient } from '@/app/query-client';
import { createRoutes } from '@/app/routes';
import { AppLayout } from '@/app/shell/app-layout';
import { theme } from '@/app/theme';
import { browserPageHost } from '@/lib/page-host';

/** The app's theme and a query client of its own, around what a test renders. */
function withProviders() {
  const queryClient = createQueryClient();
  return function Providers({ children }: { children: ReactNode }) {
    return (
      <MantineProvider theme={theme} env="test">
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </MantineProvider>
    );
  };
}

/** Renders `ui` on its own, without routes, in the app's theme and with a query client. */
export function renderWithProviders(ui: ReactNode) {
  return render(ui, { wrapper: withProviders() });
}

/** Renders the hook `useHook` inside the same providers, starting from `initialProps`. */
export function renderHookWithProviders<Result, Props>(
  useHook: (props: Props) => Result,
  initialProps: Props,
) {
  return renderHook(useHook, { initialProps, wrapper: withProviders() });
}

/** Renders `routes` at `path` inside the app's providers, with transitions and portals off. */
export function renderRoutes(routes: RouteObject[], path = '/', queryClient = createQueryClient()) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <MantineProvider theme={theme} env="test">
      <Notifications />
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...view, router };
}

/** Renders `routes` at `path` inside the platform's shell: its navigation bar and footer. */
export function renderInAppLayout(routes: RouteObject[], path = '/') {
  return renderRoutes([{ Component: AppLayout, children: routes }], path);
}

/** Renders the app's own routes at `path`, as the browser does (on the host of the test's URL). */
export function renderAppRoutes(path = '/') {
  const queryClient = createQueryClient();
  const routes = createRoutes({ queryClient, host: browserPageHost(), isServer: false });
  return renderRoutes(routes, path, queryClient);
}
