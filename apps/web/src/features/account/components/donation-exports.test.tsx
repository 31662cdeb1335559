import { financialYearLabel, recentFinancialYears } from '@givecrowd/shared/giving/financial-year';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '@/lib/auth-token';
import { localTimeZone } from '@/lib/local-today';
import { renderWithProviders } from '@/test/render';
import { serveApi } from '@/test/serve-api';
import { DonationExports } from './donation-exports';

const organization = (slug: string, country_code: string) => ({
  _id: `id-${slug}`,
  slug,
  organization_name: 'Clean Water Trust',
  status: 'approved' as const,
  progress_page: 4,
  organization_logo: null,
  updated_at: '2030-01-01T00:00:00.000Z',
  country_code,
});

let clicked: string[];

beforeEach(() => {
  setToken('token');
  clicked = [];
  // jsdom makes no object URLs: the file itself is not looked at here.
  URL.createObjectURL = () => 'blob:export';
  URL.revokeObjectURL = () => {};
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    clicked.push(this.download);
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the exports of /donations', () => {
  it('downloads the gifts the filters find with the owner’s token', async () => {
    const calls = serveApi({
      [`GET /api/organizations/clean-water/donations.csv?status=succeeded&q=asha&tz=${encodeURIComponent(localTimeZone())}`]:
        {
          status: 200,
          body: 'csv',
        },
    });
    renderWithProviders(
      <DonationExports
        organization={organization('clean-water', 'IN')}
        filters={{ status: 'succeeded', q: 'asha' }}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(clicked).toEqual(['donations-clean-water.csv']));
    expect(calls[0]?.authorization).toBe('Bearer token');
    expect(screen.queryByRole('button', { name: 'Gift Aid schedule' })).toBeNull();
  });

  it('asks for Form 10BD of the chosen year and shows why the portal would refuse it', async () => {
    const [, last = 2029] = recentFinancialYears(new Date(), 2);
    const calls = serveApi({
      [`GET /api/organizations/clean-water/form-10bd?fy=${financialYearLabel(last)}`]: {
        status: 409,
        body: {
          status: false,
          message: `Form 10BD for ${financialYearLabel(last)} cannot be made yet: the income-tax portal would reject 1 of its gifts. Please correct them, then export again.`,
          errors: [{ field: 'SEVA-1-2026-0004', message: 'Sunita Rao gave no PAN or other ID.' }],
        },
      },
    });
    renderWithProviders(
      <DonationExports organization={organization('clean-water', 'IN')} filters={{}} />,
    );
    // The last whole year is chosen first: its statement is the one due.
    expect(screen.getByRole('combobox', { name: 'Financial year' })).toHaveValue(
      financialYearLabel(last),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Form 10BD' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The export could not be made');
    expect(alert).toHaveTextContent('the income-tax portal would reject 1 of its gifts');
    expect(alert).toHaveTextContent('SEVA-1-2026-0004: Sunita Rao gave no PAN or other ID.');
    expect(clicked).toEqual([]);
    expect(calls.map((call) => call.path)).toEqual([
      `/api/organizations/clean-water/form-10bd?fy=${financialYearLabel(last)}`,
    ]);
  });

  it('offers the Gift Aid schedule of the filters’ dates in the UK, and no Form 10BD', async () => {
    serveApi({
      'GET /api/organizations/thames/gift-aid?from=2030-04-06&to=2031-04-05': {
        status: 200,
        body: 'csv',
      },
    });
    renderWithProviders(
      <DonationExports
        organization={organization('thames', 'GB')}
        filters={{ from: '2030-04-06', to: '2031-04-05', status: 'succeeded' }}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Form 10BD' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Gift Aid schedule' }));
    await waitFor(() => expect(clicked).toEqual(['gift-aid-thames.csv']));
  });
});
