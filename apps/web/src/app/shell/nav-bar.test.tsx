import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { getToken, setToken } from '@/lib/auth-token';
import { renderRoutes } from '@/test/render';
import { serveApi } from '@/test/serve-api';
import { AppLayout } from './app-layout';

const routes = [{ Component: AppLayout, children: [{ path: '*', element: <p>Page body</p> }] }];

describe('NavBar', () => {
  it('offers visitors the Login link and no account menu', () => {
    renderRoutes(routes);
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/auth/login');
    expect(screen.getByRole('link', { name: 'GiveCrowd home' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: 'Account menu' })).not.toBeInTheDocument();
  });

  it('shows the account menu entries when a token is stored', async () => {
    setToken('a-token');
    renderRoutes(routes);
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();

    // The menu's code comes when someone is signed in; the first test also loads its chunk.
    const menuButton = await screen.findByRole(
      'button',
      { name: 'Account menu' },
      { timeout: 5000 },
    );
    await userEvent.click(menuButton);

    const menu = screen.getByRole('menu');
    const entries = within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    expect(entries).toEqual([
      'Dashboard',
      'Organizations',
      'Campaign',
      'Donations',
      'Profile',
      'Logout',
    ]);
    expect(within(menu).getByRole('menuitem', { name: 'Campaign' })).toHaveAttribute(
      'href',
      '/campaigns',
    );
  });

  it('logs out: clears the token, goes to the login page and ends the session on the server', async () => {
    const calls = serveApi({
      'POST /api/auth/logout': { status: 200, body: { status: true, message: 'Logged out.' } },
    });
    setToken('a-token');
    const { router } = renderRoutes(routes, '/discover');

    await userEvent.click(await screen.findByRole('button', { name: 'Account menu' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Logout' }));

    expect(getToken()).toBeNull();
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(await screen.findByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(calls).toContainEqual(
      expect.objectContaining({
        path: '/api/auth/logout',
        method: 'POST',
        authorization: 'Bearer a-token',
      }),
    );
  });

  it('logs out here even when the server cannot be reached', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('offline')));
    setToken('a-token');
    const { router } = renderRoutes(routes, '/discover');

    await userEvent.click(await screen.findByRole('button', { name: 'Account menu' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Logout' }));

    expect(getToken()).toBeNull();
    expect(router.state.location.pathname).toBe('/auth/login');
  });

  it('shows the search button on every screen on discover paths', () => {
    renderRoutes(routes, '/discover');
    expect(screen.getByRole('button', { name: 'Search' })).not.toHaveClass(
      'mantine-hidden-from-sm',
    );
  });

  it('shows the search button elsewhere on phones only (hidden from sm by the stylesheet)', () => {
    renderRoutes(routes, '/');
    expect(screen.getByRole('button', { name: 'Search' })).toHaveClass('mantine-hidden-from-sm');
  });

  it('opens the same entries in a drawer from the burger', async () => {
    renderRoutes(routes);
    await userEvent.click(screen.getByRole('button', { name: 'Open navigation' }));
    const drawer = await screen.findByRole('dialog', { name: 'Navigation' });
    expect(within(drawer).getByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: 'Create organization' })).toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: 'Discover' })).toHaveAttribute(
      'href',
      '/discover',
    );
    expect(within(drawer).getByRole('combobox', { name: 'Language' })).toBeInTheDocument();
  });

  it('switches the language and the document language', async () => {
    renderRoutes(routes);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'hi');
    expect(await screen.findByRole('link', { name: 'लॉग इन' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('hi');
    expect(localStorage.getItem('language')).toBe('hi');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'en');
  });
});
