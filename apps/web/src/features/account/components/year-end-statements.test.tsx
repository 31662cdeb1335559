import { receiptYearOf } from '@givecrowd/shared/giving/receipt-number';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '@/lib/auth-token';
import { renderWithProviders } from '@/test/render';
import { serveApi } from '@/test/serve-api';
import { YearEndStatements } from './year-end-statements';

const PATH = 'POST /api/organizations/clean-water/statements';

describe('year-end statements on /donations', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("offers India's financial years and, once confirmed, says how many donors were emailed", async () => {
    setToken('token');
    const calls = serveApi({
      [PATH]: {
        status: 200,
        body: {
          status: true,
          message: 'Year-end statements for 2025-26 are on their way.',
          data: { sent: 3, already_sent: 1 },
        },
      },
    });
    renderWithProviders(<YearEndStatements slug="clean-water" countryCode="IN" />);
    const thisYear = receiptYearOf(new Date(), 'IN');
    const year = screen.getByRole('combobox', { name: 'Year' });
    const label = (one: number) => `${one}-${String((one + 1) % 100).padStart(2, '0')}`;
    expect(
      within(year)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([0, 1, 2, 3, 4].map((back) => label(thisYear - back)));
    await userEvent.selectOptions(year, String(thisYear - 1));
    await userEvent.click(screen.getByRole('button', { name: 'Email statements' }));
    const dialog = await screen.findByRole('dialog', {
      name: `Email the statements of ${label(thisYear - 1)}?`,
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Email statements' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Year-end statements for 2025-26 are on their way. 3 donors emailed now; 1 had theirs before.',
    );
    expect(calls.filter(({ method }) => method === 'POST').map(({ body }) => body)).toEqual([
      { year: thisYear - 1 },
    ]);
  });

  it("shows the server's refusal at the card", async () => {
    setToken('token');
    serveApi({
      [PATH]: {
        status: 409,
        body: { status: false, message: 'No receipts were issued in 2026.' },
      },
    });
    renderWithProviders(<YearEndStatements slug="clean-water" countryCode="US" />);
    await userEvent.click(screen.getByRole('button', { name: 'Email statements' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Email statements' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No receipts were issued in 2026.');
  });
});
