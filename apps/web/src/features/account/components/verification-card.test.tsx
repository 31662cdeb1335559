import type { MyOrganization } from '@givecrowd/shared/account/account-api';
import type { StatusChange } from '@givecrowd/shared/review/review-api';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { submittedChange } from '@/components/verification/status-change.fixture';
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
const change = (overrides: Partial<StatusChange>): StatusChange => ({
  ...submittedChange,
  ...overrides,
});

function openDashboard(status: MyOrganization['status'], review: object) {
  setToken('owner-token');
  const calls = serveApi({
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
      timeline: [submittedChange],
      expiries: [],
      ...review,
    }),
  });
  renderRoutes([{ path: '/dashboard', Component: DashboardPage }], '/dashboard');
  return calls;
}

describe('the dashboard tells where each submitted organization stands', () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('names the fields to fix with their notes, the expiries and every change', async () => {
    const calls = openDashboard('needs_information', {
      requested_fields: [
        { field: 'organization_address_line_1', note: 'Give the building number.' },
        { field: 'homepage_header_title', note: 'Say what you do.' },
      ],
      timeline: [
        submittedChange,
        change({ from: 'submitted', to: 'in_review', note: 'Checking.', actor: 'reviewer' }),
        change({
          from: 'in_review',
          to: 'needs_information',
          note: 'Two fixes.',
          actor: 'reviewer',
          fields: [{ field: 'organization_address_line_1', note: 'Give the building number.' }],
        }),
      ],
      expiries: [
        { document: 'tax_exemption', expires_on: '2030-03-01', days_left: 45 },
        { document: 'fcra', expires_on: '2031-01-01', days_left: 1 },
      ],
    });
    const card = await screen.findByRole('article', { name: 'Clean Water Trust' });
    const fix = await within(card).findByRole('link', {
      name: 'Fix requested information for Clean Water Trust',
    });
    expect(within(card).getAllByText('Needs information').length).toBeGreaterThan(0);
    const asked = within(card).getAllByRole('list')[0] as HTMLElement;
    expect(
      within(asked)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Address line 1: Give the building number.',
      'Home page header title: Say what you do.',
    ]);
    expect(fix).toHaveAttribute('href', '/organization/partner-onboarding?slug=clean-water-trust');
    expect(
      within(card)
        .getByText(/^Tax exemption \(80G\/12A\)/)
        .closest('li'),
    ).toHaveTextContent(/expires on 1 March 2030, 45 days left/);
    expect(
      within(card)
        .getByText(/^FCRA registration/)
        .closest('li'),
    ).toHaveTextContent('1 day left');
    const history = within(card).getByRole('list', { name: 'History' });
    const changes = within(history)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === history);
    expect(changes).toHaveLength(3);
    expect(within(history).getByText('Two fixes.')).toBeInTheDocument();
    expect(calls.find((call) => call.path.endsWith('/review'))?.authorization).toBe(
      'Bearer owner-token',
    );
  });

  it('says a submitted organization will be verified, and offers its preview', async () => {
    openDashboard('submitted', {});
    const card = await screen.findByRole('article', { name: 'Clean Water Trust' });
    expect(within(card).getByText('We will verify and let you know.')).toBeInTheDocument();
    expect(
      within(card).getByRole('link', { name: 'Preview site of Clean Water Trust' }),
    ).toHaveAttribute('href', '/organization/clean-water-trust');
    expect(within(card).queryByRole('link', { name: /Fix requested/ })).not.toBeInTheDocument();
  });

  it("shows a rejection with the reviewer's note", async () => {
    openDashboard('rejected', {
      timeline: [
        submittedChange,
        change({ from: 'in_review', to: 'rejected', note: 'Not a registered NGO.' }),
      ],
    });
    const card = await screen.findByRole('article', { name: 'Clean Water Trust' });
    expect(
      await within(card).findByText('Your organization was not approved. The reviewer wrote:'),
    ).toBeInTheDocument();
    expect(within(card).getAllByText('Not a registered NGO.').length).toBeGreaterThan(0);
  });
});
