import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setToken } from '@/lib/auth-token';
import { changeLanguage } from '@/lib/i18n';
import { renderRoutes } from '@/test/render';
import { serveApi } from '@/test/serve-api';
import { LanguageSelect } from './language-select';

const routes = [{ path: '*', element: <LanguageSelect /> }];
const details = {
  'POST /api/auth/get-details': {
    status: 200,
    body: { status: true, token: 'fresh', data: { user: { name: 'Asha Rao' } } },
  },
};

afterEach(async () => {
  await changeLanguage('en');
});

describe('the Language select', () => {
  it('tells the server of a signed-in person at once, with the cookie set to the new language', async () => {
    const calls = serveApi(details);
    setToken('a-token');
    renderRoutes(routes);
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Language' }), 'hi');
    // The call's code comes only when a signed-in person changes the language.
    await waitFor(
      () =>
        expect(calls.map(({ method, path }) => `${method} ${path}`)).toContain(
          'POST /api/auth/get-details',
        ),
      { timeout: 5000 },
    );
    expect(document.cookie).toContain('language=hi');
  });

  it('asks nothing of the server for a visitor', async () => {
    const calls = serveApi(details);
    renderRoutes(routes);
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Language' }), 'hi');
    await waitFor(() => expect(document.documentElement.lang).toBe('hi'));
    expect(calls).toEqual([]);
  });
});
