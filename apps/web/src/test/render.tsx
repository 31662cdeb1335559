import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { browserPageHost } from '@/app/host/host-context';
import { createQueryClient } from '@/app/query-client';
import { createRoutes } from '@/app/routes';
import { theme } from '@/app/theme';

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

/** Renders the app's own routes at `path`, as the browser does (on the host of the test's URL). */
export function renderAppRoutes(path = '/') {
  const queryClient = createQueryClient();
  const routes = createRoutes({ queryClient, host: browserPageHost(), isServer: false });
  return renderRoutes(routes, path, queryClient);
}
