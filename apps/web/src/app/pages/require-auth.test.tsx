import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setToken } from '@/lib/auth-token';
import { renderRoutes } from '@/test/render';
import { RequireAuth } from './require-auth';

const routes = [
  { path: '/auth/login', element: <p>Login page</p> },
  {
    Component: RequireAuth,
    children: [{ path: '/organization/create', element: <p>Create organization page</p> }],
  },
];

describe('RequireAuth', () => {
  it('sends visitors to login with the path and query they asked for', async () => {
    const { router } = renderRoutes(routes, '/organization/create?step=1');
    expect(await screen.findByText('Login page')).toBeInTheDocument();
    const { pathname, search } = router.state.location;
    expect(pathname).toBe('/auth/login');
    expect(new URLSearchParams(search).get('redirectTo')).toBe('/organization/create?step=1');
  });

  it('shows the page when a token is stored', async () => {
    setToken('a-token');
    renderRoutes(routes, '/organization/create');
    expect(await screen.findByText('Create organization page')).toBeInTheDocument();
  });
});
