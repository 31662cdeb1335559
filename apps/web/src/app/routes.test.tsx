import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '@/lib/auth-token';
import { renderRoutes } from '@/test/render';
import { serveApi } from '@/test/serve-api';
import { routes } from './routes';

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
    const { router } = renderRoutes(routes, path);
    // The login page greets with the free-crowdfunding tagline and asks for the email first.
    expect(
      await screen.findByRole(
        'heading',
        {
          level: 1,
          name: 'Free crowdfunding for nonprofits and companies',
        },
        // The first test also loads the login page's chunk.
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?redirectTo=${encodeURIComponent(path)}`);
  });

  it('titles the Create Organization page', async () => {
    setToken('a-token');
    serveApi({ 'GET /api/organizations/mine': { status: 200, body: { status: true, data: [] } } });
    renderRoutes(routes, '/organization/create');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Create Organization' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Create Organization');
  });

  it.each([
    ['/discover?category=Health', 'Discover'],
    ['/campaign/clean-water', 'Campaign'],
    ['/organization/helping-hands', 'Organization'],
  ])('shows %s as a page being built', async (path, title) => {
    renderRoutes(routes, path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText(/being built/)).toBeInTheDocument();
  });

  it('answers unknown paths with the not-found page', async () => {
    renderRoutes(routes, '/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it.each(['/about-us', '/terms', '/privacy'])(
    'answers %s, a page of organization sites, with the not-found page on the platform',
    async (path) => {
      renderRoutes(routes, path);
      expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    },
  );
});
