import type { FeaturedCampaign } from '@givecrowd/shared/campaigns/campaigns-api';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '@/test/render';
import { HomePage } from './home-page';

const campaign: FeaturedCampaign = {
  slug: 'clean-water',
  title: 'Clean water for Dharavi',
  asset: 'campaign-assets/water.jpg',
  organization_name: 'Helping Hands Trust',
  category: 'Health',
  goal: 500000,
  raised: 150000,
  currency: 'INR',
  percentage: 30,
  remaining_days: 12,
};

function serve(answers: Record<string, { status: number; body: unknown }>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string) => {
      const answer = answers[path] ?? {
        status: 404,
        body: { status: false, message: 'Not found' },
      };
      return new Response(JSON.stringify(answer.body), { status: answer.status });
    }),
  );
}

const routes = [{ path: '/', Component: HomePage }];

describe('HomePage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the promise, the call to action and the onboarding steps', () => {
    serve({});
    renderRoutes(routes);
    expect(
      screen.getByRole('heading', {
        level: 1,
        name: 'Free crowdfunding for nonprofits and companies',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create organization' })).toHaveAttribute(
      'href',
      '/organization/create',
    );
    const steps = screen.getByRole('region', { name: 'How onboarding works' });
    for (const step of ['Registration', 'Create website', 'Verify payments']) {
      expect(within(steps).getByRole('heading', { name: step })).toBeInTheDocument();
    }
  });

  it('lists featured campaigns and categories from the server', async () => {
    serve({
      '/api/campaigns/featured?limit=6': { status: 200, body: { status: true, data: [campaign] } },
      '/api/categories': {
        status: 200,
        body: { status: true, data: [{ name: 'Child Welfare', slug: 'child-welfare' }] },
      },
    });
    renderRoutes(routes);

    const card = (await screen.findByRole('link', { name: campaign.title })).closest('article');
    if (!card) throw new Error('campaign card not found');
    expect(card).toHaveTextContent('Helping Hands Trust');
    expect(card).toHaveTextContent('₹1,50,000 raised of ₹5,00,000');
    expect(card).toHaveTextContent('30% funded');
    expect(card).toHaveTextContent('12 days left');
    expect(within(card).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '30');

    expect(await screen.findByRole('link', { name: 'Child Welfare' })).toHaveAttribute(
      'href',
      '/discover?category=Child%20Welfare&projects=All%20Projects&sort=Magic&tab=campaigns',
    );
  });

  it('says so in place when there is nothing to show or the server fails, and logs nothing', async () => {
    const errors = vi.spyOn(console, 'error');
    const warnings = vi.spyOn(console, 'warn');
    serve({
      '/api/campaigns/featured?limit=6': { status: 200, body: { status: true, data: [] } },
      '/api/categories': { status: 503, body: { status: false, message: 'Down for maintenance.' } },
    });
    renderRoutes(routes);

    expect(
      await screen.findByText('No featured campaigns yet. Check back soon.'),
    ).toBeInTheDocument();
    expect(
      await screen.findByText(/Categories could not be loaded/, {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(errors).not.toHaveBeenCalled();
    expect(warnings).not.toHaveBeenCalled();
  });
});
