// @vitest-environment-options {"url": "http://seva.localhost:3000/"}
import { HOST_NOT_PUBLISHED_MESSAGE } from '@givecrowd/shared/organization/domain-api';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serveSite, sevaSite, siteAnswer } from '@/features/site/organization-site.fixture';
import { renderAppRoutes } from '@/test/render';

afterEach(() => {
  vi.unstubAllGlobals();
  for (const script of document.querySelectorAll('script[data-analytics-id]')) script.remove();
});

describe("an organization's host", () => {
  it('shows its own site at /, with its pages in the header and no footer', async () => {
    serveSite();
    renderAppRoutes();

    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Every child in school, every day' },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('Free crowdfunding for nonprofits and companies')).toBeNull();
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Seva Trust home' })).toHaveAttribute(
      'href',
      '/',
    );
    const pages = within(header).getByRole('navigation', { name: 'Site pages' });
    expect(
      within(pages)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'About us', 'Campaigns', 'Terms of use']);
    expect(within(pages).getByRole('link', { name: 'Home' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // Nothing of the platform's is pushed at its visitors, and no Donate before it takes gifts.
    expect(within(header).queryByRole('link', { name: 'Create campaign' })).toBeNull();
    expect(within(header).queryByRole('link', { name: 'Create organization' })).toBeNull();
    expect(within(header).queryByRole('link', { name: 'Donate' })).toBeNull();
    // The site switched its sign-in link off.
    expect(within(header).queryByRole('link', { name: 'Sign in' })).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });

  it('makes Donate the header’s button, and the home page’s, while it takes gifts', async () => {
    serveSite(siteAnswer({ ...sevaSite, accepts_donations: true }));
    renderAppRoutes();
    await screen.findByRole(
      'heading',
      { level: 1, name: 'Every child in school, every day' },
      { timeout: 5000 },
    );
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Donate' })).toHaveAttribute('href', '/donate');
    expect(within(header).queryByRole('link', { name: 'Create campaign' })).toBeNull();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Donate' })).toHaveAttribute('href', '/donate');
  });

  it('loads its analytics tag once', async () => {
    serveSite();
    renderAppRoutes();
    await screen.findByRole('heading', { level: 1, name: 'Every child in school, every day' });
    const tags = document.head.querySelectorAll('script[data-analytics-id]');
    expect(tags).toHaveLength(1);
    expect(tags[0]).toHaveAttribute('src', expect.stringContaining('id=G-SEVA1234'));
  });

  it('loads no analytics tag and offers Sign in when the site says so', async () => {
    const pages = { ...sevaSite.pages, login: true };
    serveSite(siteAnswer({ ...sevaSite, pages, analytics_id: null }));
    renderAppRoutes();
    const header = await screen.findByRole('banner');
    expect(within(header).getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/auth/login',
    );
    expect(document.head.querySelector('script[data-analytics-id]')).toBeNull();
  });

  it('opens its pages from the header and lists them in the drawer', async () => {
    serveSite();
    const { router } = renderAppRoutes();
    const header = await screen.findByRole('banner');
    await userEvent.click(within(header).getByRole('link', { name: 'About us' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'About us' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/about-us');

    await userEvent.click(screen.getByRole('button', { name: 'Open navigation' }));
    const drawer = await screen.findByRole('dialog', { name: 'Navigation' });
    const pages = within(drawer).getByRole('navigation', { name: 'Site pages' });
    expect(within(pages).getByRole('link', { name: 'About us' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(drawer).queryByRole('link', { name: 'Sign in' })).toBeNull();
  });

  it('shows only the organization not found page when no organization has the host', async () => {
    serveSite({
      status: 404,
      body: { status: false, message: 'No organization uses this address.' },
    });
    renderAppRoutes();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Organization not found' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/seva\.localhost/)).toBeInTheDocument();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });

  it('says the site is not published yet when its organization is not approved', async () => {
    serveSite({ status: 404, body: { status: false, message: HOST_NOT_PUBLISHED_MESSAGE } });
    renderAppRoutes();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This site is not published yet' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/seva\.localhost belongs to an organization/)).toBeInTheDocument();
    expect(screen.queryByText(/No organization on GiveCrowd/)).toBeNull();
  });
});
