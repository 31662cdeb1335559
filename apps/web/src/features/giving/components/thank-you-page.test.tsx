import type { DonationStatusResponse } from '@givecrowd/shared/giving/giving-api';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '@/test/render';
import { type Answer, serveApi } from '@/test/serve-api';
import { ThankYouPage } from './thank-you-page';

type Donation = DonationStatusResponse['data'];

const gift: Donation = {
  status: 'succeeded',
  amount: 1000,
  currency: 'INR',
  frequency: 'one_time',
  organization_name: 'Seva Trust',
  organization_slug: 'seva-trust',
  campaign_slug: 'night-school',
  campaign_title: 'Night school lamps',
  receipt: { number: 'SEVA-1001-2030-0001', status: 'valid', link: 'https://files.example/r.pdf' },
};

const STATUS_PATH = 'GET /api/donations/don_42?key=k-secret';
const answer = (donation: Partial<Donation>): Answer => ({
  status: 200,
  body: { status: true, data: { ...gift, ...donation } },
});

function openPage(answers: Answer | Answer[]) {
  const calls = serveApi({ [STATUS_PATH]: answers });
  renderRoutes(
    [{ path: '/donate/thank-you/:donationId', Component: ThankYouPage }],
    '/donate/thank-you/don_42?key=k-secret',
  );
  return calls;
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the thank-you page', () => {
  it('thanks the donor with the amount, the receipt and ways to share, WhatsApp first', async () => {
    openPage(answer({}));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Thank you!' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Thank you');
    expect(
      screen.getByText('Your gift of ₹1,000 to Night school lamps has been received.'),
    ).toBeInTheDocument();
    expect(screen.getByText('SEVA-1001-2030-0001')).toHaveStyle({ whiteSpace: 'nowrap' });
    expect(screen.getByText('SEVA-1001-2030-0001').parentElement).toHaveTextContent(
      'Receipt number SEVA-1001-2030-0001',
    );
    expect(screen.getByRole('link', { name: 'Download receipt' })).toHaveAttribute(
      'href',
      'https://files.example/r.pdf',
    );
    expect(screen.queryByText(/every month/)).toBeNull();

    const share = screen.getByRole('region', { name: 'Tell your friends' });
    const buttons = [...share.querySelectorAll('a, button')];
    expect(buttons.map((button) => button.textContent)).toEqual([
      'WhatsApp',
      'Copy link',
      'Facebook',
      'X',
      'Email',
    ]);
    const page = encodeURIComponent(`${window.location.origin}/campaign/night-school`);
    expect(buttons[0]).toHaveAttribute('href', expect.stringMatching(/^https:\/\/wa\.me\/\?text=/));
    expect(buttons[0]?.getAttribute('href')).toContain(page);
    expect(buttons[2]).toHaveAttribute(
      'href',
      `https://www.facebook.com/sharer/sharer.php?u=${page}`,
    );
  });

  it('says what happens next for a monthly gift, and when the receipt is still being made', async () => {
    openPage(answer({ frequency: 'monthly', receipt: null }));
    expect(
      await screen.findByText(
        'This is a monthly gift: ₹1,000 will be charged on this day every month. You can stop it at any time from the link in your receipt email.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Your receipt is being prepared and will be emailed to you.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Download receipt' })).toBeNull();
  });

  it('waits for the payment, asking every 2 s, and thanks once it is confirmed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = openPage([answer({ status: 'pending', receipt: null }), answer({})]);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Confirming your payment…' }),
    ).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Thank you!' }),
    ).toBeInTheDocument();
    expect(calls).toHaveLength(2);
  });

  it('says the payment is still being confirmed after a minute, and stops asking', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = openPage(answer({ status: 'pending', receipt: null }));
    await screen.findByRole('heading', { level: 1, name: 'Confirming your payment…' });
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Your payment is still being confirmed',
      }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Your receipt will arrive by email/)).toBeInTheDocument();
    const asked = calls.length;
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(calls).toHaveLength(asked);
  });

  it('says a failed payment charged nothing, with the way back to the form', async () => {
    openPage(answer({ status: 'failed', receipt: null }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your payment did not go through' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute(
      'href',
      '/campaign/night-school/donate',
    );
  });

  it('leads a gift to the organization back to its own form', async () => {
    openPage(answer({ status: 'failed', campaign_slug: null, campaign_title: null }));
    expect(await screen.findByRole('link', { name: 'Try again' })).toHaveAttribute(
      'href',
      '/organization/seva-trust/donate',
    );
  });

  it('says the gift was not found for a wrong key', async () => {
    openPage({ status: 404, body: { status: false, message: 'This donation was not found.' } });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This donation was not found.' }),
    ).toBeInTheDocument();
  });
});
