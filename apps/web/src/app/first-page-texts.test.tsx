import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lampsCampaign } from '@/features/campaign/components/campaign.fixture';
import { HomePage } from '@/features/home/components/home-page';
import { setToken } from '@/lib/auth-token';
import { firstPageTexts, I18N_OPTIONS } from '@/lib/i18n';
import { serveApi } from '@/test/serve-api';
import { createQueryClient } from './query-client';
import { AppLayout } from './shell/app-layout';
import { theme } from './theme';

afterEach(() => vi.unstubAllGlobals());

/**
 * The platform's home page is the one page shown before the rest of the English texts arrive
 * (docs/product/server-rendering.md#the-home-pages-javascript): every text it, its layout and its
 * header's menus show must be among the first page's.
 */
describe("the first page's texts", () => {
  it('hold every text of the home page, its layout and the account menu', async () => {
    const missing: string[] = [];
    const texts = i18next.createInstance();
    await texts.init({
      ...I18N_OPTIONS,
      lng: 'en',
      resources: { en: { translation: firstPageTexts } },
      saveMissing: true,
      missingKeyHandler: (_languages, _namespace, key) => missing.push(key),
    });
    serveApi({
      '/api/campaigns/featured?limit=6': {
        status: 200,
        body: { status: true, data: [{ ...lampsCampaign, organization_name: 'Seva Trust' }] },
      },
      '/api/categories': {
        status: 200,
        body: { status: true, data: [{ name: 'Education', slug: 'education' }] },
      },
    });
    setToken('a-token');
    const router = createMemoryRouter([
      { Component: AppLayout, children: [{ index: true, Component: HomePage }] },
    ]);
    render(
      <I18nextProvider i18n={texts}>
        <MantineProvider theme={theme} env="test">
          <QueryClientProvider client={createQueryClient()}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </MantineProvider>
      </I18nextProvider>,
    );
    expect(await screen.findByRole('link', { name: lampsCampaign.title })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Education' })).toBeInTheDocument();
    const menu = await screen.findByRole('button', { name: 'Account menu' }, { timeout: 5000 });
    await userEvent.click(menu);
    expect(
      within(screen.getByRole('menu')).getByRole('menuitem', { name: 'Logout' }),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Open navigation' }));
    expect(
      await screen.findByRole('dialog', { name: 'Navigation' }, { timeout: 5000 }),
    ).toBeVisible();
    expect(missing).toEqual([]);
  });
});
