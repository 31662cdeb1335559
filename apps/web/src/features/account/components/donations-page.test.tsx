import type { MyOrganization } from '@givecrowd/shared/account/account-api';
import type { OwnerDonation } from '@givecrowd/shared/giving/giving-api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '@/lib/auth-token';
import { localTimeZone } from '@/lib/local-today';
import { renderRoutes } from '@/test/render';
import { type Answer, serveApi } from '@/test/serve-api';
import { DonationsPage } from './donations-page';

const organization = (slug: string, name: string, status: MyOrganization['status']) => ({
  _id: `id-${slug}`,
  slug,
  organization_name: name,
  status,
  progress_page: 3,
  organization_logo: null,
  updated_at: '2030-01-01T00:00:00.000Z',
});
const trust = organization('clean-water', 'Clean Water Trust', 'approved');

const gift: OwnerDonation = {
  id: 'd1',
  created_at: '2030-01-15T10:00:00.000Z',
  donor_name: 'Asha Rao',
  donor_email: 'asha@example.org',
  amount: 2500,
  currency: 'INR',
  fee: 75,
  net: 2425,
  status: 'succeeded',
  frequency: 'monthly',
  campaign_slug: 'wells',
  receipt: { number: 'GC-0001-2030-000001', status: 'valid' },
};
const donations = (data: OwnerDonation[], total = data.length): Answer => ({
  status: 200,
  body: {
    status: true,
    data: { data, total, totals: { amount: 12500, net: 12125, donors: 3, monthly: 2500 } },
  },
});
const failure: Answer = { status: 500, body: { status: false, message: 'Server error' } };
/** The page's time zone, which every call sends last: its days are read in it. */
const TZ = `&tz=${encodeURIComponent(localTimeZone())}`;
const donationsPath = (slug: string, search = '') =>
  `GET /api/organizations/${slug}/donations?page=1&limit=20${search}${TZ}`;

function openDonations(
  path: string,
  organizations: unknown[],
  answers: Record<string, Answer | Answer[]> = {},
) {
  setToken('token');
  const calls = serveApi({
    'GET /api/organizations/mine': { status: 200, body: { status: true, data: organizations } },
    'GET /api/campaigns/mine': {
      status: 200,
      body: {
        status: true,
        data: [
          {
            slug: 'wells',
            title: 'Wells for Latur',
            organization_name: 'Clean Water Trust',
            organization_slug: 'clean-water',
            currency: 'INR',
            goal: 100000,
            raised: 12500,
            ends_at: '2030-03-01T00:00:00.000Z',
          },
        ],
      },
    },
    ...answers,
  });
  const view = renderRoutes([{ path: '/donations', Component: DonationsPage }], path);
  const donationCalls = () =>
    calls.map((call) => call.path).filter((called) => called.includes('/donations?'));
  return { ...view, donationCalls };
}

describe('the donations page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the gifts with their totals and receipt numbers', async () => {
    openDonations('/donations', [trust], {
      [donationsPath('clean-water')]: donations([
        gift,
        {
          ...gift,
          id: 'd2',
          donor_name: 'Ravi Kumar',
          donor_email: 'ravi@example.org',
          status: 'pending',
          frequency: 'one_time',
          campaign_slug: null,
          receipt: null,
        },
      ]),
    });
    const totals = await screen.findByRole('region', { name: 'Totals of these gifts' });
    const total = (label: string) => within(totals).getByText(label).parentElement;
    expect(total('Given')).toHaveTextContent('₹12,500');
    expect(total('Received')).toHaveTextContent('₹12,125');
    expect(total('Donors')).toHaveTextContent('3');
    expect(total('Monthly gifts (a month)')).toHaveTextContent('₹2,500');
    expect(screen.getByText('2 gifts')).toHaveAttribute('role', 'status');
    // One organization: nothing to choose.
    expect(screen.queryByRole('combobox', { name: 'Organization' })).not.toBeInTheDocument();

    const table = screen.getByRole('table');
    const [, first, second] = within(table).getAllByRole('row') as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    expect(first).toHaveTextContent('Asha Rao');
    // The donor's name opens the gift's own page.
    expect(within(first).getByRole('link', { name: 'Asha Rao' })).toHaveAttribute(
      'href',
      '/donations/d1?organization=clean-water',
    );
    expect(first).toHaveTextContent('asha@example.org');
    expect(first).toHaveTextContent('15 January 2030');
    expect(await within(first).findByRole('link', { name: 'Wells for Latur' })).toHaveAttribute(
      'href',
      '/campaign/wells',
    );
    expect(first).toHaveTextContent('₹2,500');
    expect(first).toHaveTextContent('₹2,425');
    expect(first).toHaveTextContent('Monthly');
    expect(first).toHaveTextContent('Paid');
    expect(first).toHaveTextContent('GC-0001-2030-000001');
    expect(second).toHaveTextContent('The organization');
    expect(second).toHaveTextContent('Pending');
    expect(second).toHaveTextContent('None yet');
    // The phone's cards say the same.
    expect(screen.getAllByText('GC-0001-2030-000001')).toHaveLength(2);
  });

  it('sends the filters of the address, and keeps each change in it from page 1', async () => {
    const filters = '&from=2030-01-01&to=2030-01-31&status=succeeded&frequency=monthly';
    const { router, donationCalls } = openDonations(
      `/donations?status=succeeded&frequency=monthly&from=2030-01-01&to=2030-01-31&page=2`,
      [trust],
      {
        [`GET /api/organizations/clean-water/donations?page=2&limit=20${filters}${TZ}`]: donations(
          [gift],
          21,
        ),
        [donationsPath('clean-water', filters.replace('succeeded', 'failed'))]: donations([gift]),
        [donationsPath('clean-water', `${filters.replace('succeeded', 'failed')}&q=ravi`)]:
          donations([], 0),
        [donationsPath('clean-water')]: donations([gift]),
      },
    );
    expect(await screen.findByRole('button', { name: 'Page 2' })).toBeInTheDocument();
    expect(donationCalls()).toEqual([
      `/api/organizations/clean-water/donations?page=2&limit=20${filters}${TZ}`,
    ]);
    expect(screen.getByLabelText('From')).toHaveValue('2030-01-01');
    expect(screen.getByLabelText('To')).toHaveValue('2030-01-31');

    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Failed' }));
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('status')).toBe('failed'),
    );
    expect(router.state.location.search).not.toContain('page=');

    await userEvent.type(
      screen.getByRole('searchbox', { name: 'Search by donor name or email' }),
      'ravi{Enter}',
    );
    expect(await screen.findByText('No gifts match these filters.')).toBeInTheDocument();
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('ravi');
    expect(donationCalls()).toContain(
      `/api/organizations/clean-water/donations?page=1&limit=20${filters.replace('succeeded', 'failed')}&q=ravi${TZ}`,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByText('1 gift')).toHaveAttribute('role', 'status');
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('searchbox', { name: 'Search by donor name or email' })).toHaveValue(
      '',
    );
    expect(donationCalls().at(-1)).toBe(
      `/api/organizations/clean-water/donations?page=1&limit=20${TZ}`,
    );
  });

  it("filters by one of the organization's campaigns, kept in the address", async () => {
    const { router, donationCalls } = openDonations('/donations', [trust], {
      [donationsPath('clean-water')]: donations([gift]),
      [donationsPath('clean-water', '&campaign=wells')]: donations([gift]),
    });
    await userEvent.click(await screen.findByRole('combobox', { name: 'Campaign' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Wells for Latur' }));
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('campaign')).toBe('wells'),
    );
    expect(donationCalls().at(-1)).toBe(
      `/api/organizations/clean-water/donations?page=1&limit=20&campaign=wells${TZ}`,
    );
  });

  it('chooses among several organizations, the approved one first', async () => {
    const { router } = openDonations(
      '/donations',
      [organization('draft-one', 'Draft One', 'draft'), trust],
      {
        [donationsPath('clean-water')]: donations([gift]),
        [donationsPath('draft-one')]: donations([]),
      },
    );
    const select = await screen.findByRole('combobox', { name: 'Organization' });
    expect(select).toHaveValue('Clean Water Trust');
    expect(await screen.findByText('1 gift')).toHaveAttribute('role', 'status');

    await userEvent.click(select);
    await userEvent.click(await screen.findByRole('option', { name: 'Draft One' }));
    expect(await screen.findByText('No gifts yet')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Gifts to Draft One and its campaigns will be listed here as soon as they are made.',
      ),
    ).toBeInTheDocument();
    expect(router.state.location.search).toBe('?organization=draft-one');
  });

  it('says when the gifts could not be loaded, and tries again', async () => {
    openDonations('/donations', [trust], {
      [donationsPath('clean-water')]: [failure, failure, donations([gift])],
    });
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent('This could not be loaded');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('1 gift')).toHaveAttribute('role', 'status');
  });
});
