import type { MyCampaign, MyOrganization } from '@givecrowd/shared/account/account-api';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '@/lib/auth-token';
import { renderRoutes } from '@/test/render';
import { serveApi } from '@/test/serve-api';
import { CampaignsPage } from './campaigns-page';
import { DashboardPage } from './dashboard-page';
import { DonationsPage } from './donations-page';

const organization = (status: MyOrganization['status'], name = 'Clean Water Trust') => ({
  _id: `id-${status}`,
  slug: `slug-${status}`,
  organization_name: name,
  status,
  progress_page: 1,
  organization_logo: null,
  updated_at: '2030-01-01T00:00:00.000Z',
});
const campaign: MyCampaign = {
  slug: 'wells',
  title: 'Wells for Latur',
  organization_name: 'Clean Water Trust',
  organization_slug: 'clean-water-trust',
  currency: 'INR',
  goal: 100000,
  raised: 127000,
  ends_at: '2030-03-01T00:00:00.000Z',
};
const list = (data: unknown[]) => ({ status: 200, body: { status: true, data } });

function openPage(
  path: string,
  { organizations = [], campaigns = [] }: { organizations?: unknown[]; campaigns?: unknown[] },
) {
  setToken('token');
  serveApi({
    'POST /api/auth/get-details': {
      status: 200,
      body: { status: true, token: 'fresh', data: { user: { name: 'Asha Rao' } } },
    },
    'GET /api/organizations/mine': list(organizations),
    'GET /api/campaigns/mine': list(campaigns),
  });
  renderRoutes(
    [
      { path: '/dashboard', Component: DashboardPage },
      { path: '/campaigns', Component: CampaignsPage },
      { path: '/donations', Component: DonationsPage },
    ],
    path,
  );
}

describe('the empty states say what to do next', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('dashboard without organizations: no row of zeros, but a way to create one', async () => {
    openPage('/dashboard', {});
    expect(
      await screen.findByRole('heading', { name: 'Create your organization' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create organization' })).toHaveAttribute(
      'href',
      '/organization/create',
    );
    expect(screen.queryByText('Drafts to finish')).not.toBeInTheDocument();
  });

  it('dashboard with a draft: continue it at its step', async () => {
    openPage('/dashboard', { organizations: [organization('draft')] });
    const next = await screen.findByRole('region', { name: 'Finish your organization' });
    expect(next).toHaveTextContent(
      'Clean Water Trust is saved as a draft. Continue at step 2 of 3.',
    );
    expect(within(next).getByRole('link', { name: 'Continue onboarding' })).toHaveAttribute(
      'href',
      '/organization/partner-onboarding?slug=slug-draft',
    );
    expect(screen.getByText('Drafts to finish').nextSibling).toHaveTextContent('1');
  });

  it('dashboard with an organization and no campaign: create its first campaign', async () => {
    openPage('/dashboard', { organizations: [organization('approved')] });
    const next = await screen.findByRole('region', { name: 'Start your first campaign' });
    expect(within(next).getByRole('link', { name: 'Create campaign' })).toHaveAttribute(
      'href',
      '/campaign/create?organization=id-approved',
    );
  });

  it('dashboard with campaigns and nothing left to finish: only the counts', async () => {
    openPage('/dashboard', { organizations: [organization('approved')], campaigns: [campaign] });
    expect(await screen.findByText('Campaigns')).toBeInTheDocument();
    expect(screen.queryByText('Next step')).not.toBeInTheDocument();
  });

  it.each([
    [
      'no organization',
      [],
      'Campaigns belong to an organization. Create your organization first, then its campaigns.',
      'Create organization',
      '/organization/create',
    ],
    [
      'only a draft',
      [organization('draft', '')],
      'Campaigns belong to an organization. Finish Untitled draft first, then create its campaigns.',
      'Continue onboarding',
      '/organization/partner-onboarding?slug=slug-draft',
    ],
    [
      'an approved organization',
      [organization('approved')],
      'Create a campaign for Clean Water Trust to start raising funds.',
      'Create campaign',
      '/campaign/create?organization=id-approved',
    ],
  ])('campaigns page with %s', async (_, organizations, body, action, href) => {
    openPage('/campaigns', { organizations });
    expect(await screen.findByText('You have no campaigns yet')).toBeInTheDocument();
    expect(screen.getByText(body)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: action })).toHaveAttribute('href', href);
  });

  it('campaigns page lists a campaign with a full bar when it is over-funded', async () => {
    openPage('/campaigns', { organizations: [organization('approved')], campaigns: [campaign] });
    expect(await screen.findByRole('link', { name: 'Wells for Latur' })).toBeInTheDocument();
    expect(screen.getByText('₹1,27,000 raised of ₹1,00,000')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { hidden: true })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
  });

  it('donations without organizations: create one, or discover campaigns', async () => {
    openPage('/donations', {});
    expect(await screen.findByText('No donations yet')).toBeInTheDocument();
    expect(
      screen.getByText(/will be listed here once you have an organization/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create organization' })).toHaveAttribute(
      'href',
      '/organization/create',
    );
    expect(screen.getByRole('link', { name: 'Discover campaigns' })).toHaveAttribute(
      'href',
      '/discover',
    );
  });
});
