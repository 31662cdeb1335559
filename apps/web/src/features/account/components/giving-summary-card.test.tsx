import type { MyOrganization } from '@givecrowd/shared/account/account-api';
import type { GivingSummary } from '@givecrowd/shared/giving/giving-api';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '@/lib/auth-token';
import { renderRoutes } from '@/test/render';
import { type Answer, serveApi } from '@/test/serve-api';
import { DashboardPage } from './dashboard-page';

const organization = (status: MyOrganization['status']): MyOrganization => ({
  _id: 'org-1',
  slug: 'clean-water-trust',
  organization_name: 'Clean Water Trust',
  status,
  progress_page: 4,
  organization_logo: null,
  updated_at: '2030-01-01T00:00:00.000Z',
});
const ok = (data: unknown): Answer => ({ status: 200, body: { status: true, data } });

const days = (amounts: Record<string, number>) =>
  Array.from({ length: 90 }, (_, index) => {
    const date = new Date(Date.UTC(2030, 0, 1) + index * 86_400_000).toISOString().slice(0, 10);
    return { date, amount: amounts[date] ?? 0 };
  });

const summary: GivingSummary = {
  currency: 'INR',
  raised_this_month: 3500,
  raised: 125000,
  donors: 42,
  monthly: 1500,
  by_day: days({ '2030-01-05': 1000, '2030-03-01': 2500 }),
};

function openDashboard(status: MyOrganization['status'], answer: Answer) {
  setToken('owner-token');
  serveApi({
    'POST /api/auth/get-details': {
      status: 200,
      body: { status: true, token: 'fresh', data: { user: { name: 'Asha Rao' } } },
    },
    'GET /api/organizations/mine': ok([organization(status)]),
    'GET /api/campaigns/mine': ok([]),
    'GET /api/organization/clean-water-trust/review': ok({
      slug: 'clean-water-trust',
      status,
      grant_status: 'none',
      requested_fields: [],
      timeline: [],
      expiries: [],
    }),
    'GET /api/organizations/clean-water-trust/donations/summary': answer,
  });
  renderRoutes([{ path: '/dashboard', Component: DashboardPage }], '/dashboard');
}

describe("the dashboard's gifts of an approved organization", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows raised this month and in all, donors, the monthly gifts and the 90 days', async () => {
    openDashboard('approved', ok(summary));
    const card = await screen.findByRole('region', { name: 'Gifts to Clean Water Trust' });
    const figure = (label: string) => within(card).getByText(label).parentElement;
    expect(await within(card).findByText('Raised this month')).toBeVisible();
    expect(figure('Raised this month')).toHaveTextContent('₹3,500');
    expect(figure('Raised in all')).toHaveTextContent('₹1,25,000');
    expect(figure('Donors')).toHaveTextContent('42');
    expect(figure('Monthly gifts, each month')).toHaveTextContent('₹1,500');
    expect(within(card).getByRole('img').getAttribute('aria-label')).toMatch(
      /^Gifts by day over the last 90 days: ₹3,500 in all; the best day was 1 March 2030 with ₹2,500\.$/,
    );
    expect(within(card).getByRole('link', { name: 'See all gifts' })).toHaveAttribute(
      'href',
      '/donations?organization=clean-water-trust',
    );
  });

  it('says when there were no gifts in the 90 days', async () => {
    openDashboard('approved', ok({ ...summary, by_day: days({}) }));
    expect(await screen.findByText('No gifts in the last 90 days yet.')).toBeVisible();
  });

  it('says so when the figures cannot be loaded', async () => {
    openDashboard('approved', { status: 500, body: { status: false, message: 'Down' } });
    expect(
      await screen.findByText('The figures of Clean Water Trust could not be loaded.'),
    ).toBeVisible();
  });

  it('shows no gifts for an organization not yet approved', async () => {
    openDashboard('in_review', ok(summary));
    expect(await screen.findByText(/Hello, Asha Rao!|Hello!/)).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Gifts to Clean Water Trust' })).toBeNull();
  });
});
