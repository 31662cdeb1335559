import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '@/lib/auth-token';
import { renderAppRoutes } from '@/test/render';
import { serveApi } from '@/test/serve-api';

const GUARDED_PATHS = [
  '/dashboard',
  '/organizations',
  '/campaigns',
  '/donations',
  '/profile',
  '/campaign/create',
  '/event/create',
  '/organization/partner-onboarding',
  '/organization/create',
  '/pricing-plan-checkout?planCurrency=INR&isRecurring=true&orgCountry=IN',
  '/popup-checkout?slug=asha&type=organization',
];

describe('routes', () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each(GUARDED_PATHS)('sends visitors from %s to login', async (path) => {
    const { router } = renderAppRoutes(path);
    // The login page greets with the free-crowdfunding tagline and asks for the email first.
    expect(
      await screen.findByRole(
        'heading',
        {
          level: 1,
          name: 'Free crowdfunding for nonprofits and companies',
        },
        // The first tests also load the login page's and the wizard's chunks, which on a busy
        // machine took more than 5 s; what is asserted is where the visitor ends up.
        { timeout: 15_000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?redirectTo=${encodeURIComponent(path)}`);
  });

  it('titles the Create Organization page', async () => {
    setToken('a-token');
    serveApi({ 'GET /api/organizations/mine': { status: 200, body: { status: true, data: [] } } });
    renderAppRoutes('/organization/create');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Create Organization' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Create Organization');
  });

  it('titles the discover page', async () => {
    serveApi({ '/api/categories': { status: 200, body: { status: true, data: [] } } });
    renderAppRoutes('/discover?category=Health');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Discover' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Discover');
  });

  it.each([
    ['/campaign/no-such-campaign', '/api/campaigns/no-such-campaign'],
    ['/organization/no-such-org', '/api/organization/public/no-such-org'],
  ])('answers %s, whose server answer is 404, with the not-found page', async (path, call) => {
    serveApi({ [call]: { status: 404, body: { status: false, message: 'Not found.' } } });
    renderAppRoutes(path);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it.each([
    ['/about', 'About us'],
    ['/contact', 'Contact us'],
    ['/help', 'Help centre'],
    ['/privacy-policy', 'Privacy policy'],
    ['/terms-of-use', 'Terms of use'],
  ])('shows the footer page %s', async (path, title) => {
    renderAppRoutes(path);
    expect(
      await screen.findByRole('heading', { level: 1, name: title }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(document.title).toBe(title);
  });

  it('answers unknown paths with the not-found page', async () => {
    renderAppRoutes('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it.each(['/about-us', '/terms', '/privacy'])(
    'answers %s, a page of organization sites, with the not-found page on the platform',
    async (path) => {
      renderAppRoutes(path);
      expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    },
  );
});
