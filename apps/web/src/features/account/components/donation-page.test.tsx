import type { OwnerDonationDetail } from '@givecrowd/shared/giving/giving-api';
import { GIVING_MESSAGES } from '@givecrowd/shared/giving/giving-messages';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '@/lib/auth-token';
import { renderRoutes } from '@/test/render';
import { type Answer, serveApi } from '@/test/serve-api';
import { DonationPage } from './donation-page';

const RECEIPT = 'SEVA-1-2030-0001';
const LINK = `/api/donations/d1/receipt?key=k&number=${RECEIPT}`;
const PATH = '/api/organizations/clean-water/donations/d1';

const gift: OwnerDonationDetail = {
  id: 'd1',
  created_at: '2030-01-15T10:00:00.000Z',
  donor_name: 'Asha Rao',
  donor_email: 'asha@example.org',
  amount: 1000,
  currency: 'INR',
  fee: 20,
  net: 980,
  status: 'succeeded',
  frequency: 'one_time',
  campaign_slug: 'wells',
  receipt: { number: RECEIPT, status: 'valid' },
  donor_phone: '+919876543210',
  donor_pan: 'ABCDE1234F',
  donor_address: {
    line_1: '12, Nehru Nagar',
    line_2: '',
    city: 'Pune',
    postal_code: '411001',
    country_code: 'IN',
  },
  is_indian_citizen: true,
  donor_passport: null,
  donor_nationality: null,
  show_name: true,
  dedication: { kind: 'memory', name: 'Kamala Rao' },
  message: 'For the library',
  gift_aid: false,
  cover_fees: false,
  charged: 1000,
  confirmed_at: '2030-01-15T10:01:00.000Z',
  refundable: true,
  refund_until: '2030-07-14T10:01:00.000Z',
  charges: [
    {
      id: 'c1',
      charged_at: '2030-01-15T10:01:00.000Z',
      amount: 1000,
      currency: 'INR',
      status: 'succeeded',
      refunded_at: null,
      refund_reason: null,
      failed_refunds: [],
    },
  ],
  receipts: [
    {
      number: RECEIPT,
      status: 'valid',
      issued_at: '2030-01-15T10:01:00.000Z',
      voided_at: null,
      void_reason: null,
      link: LINK,
    },
  ],
};

const refunded: OwnerDonationDetail = {
  ...gift,
  status: 'refunded',
  refundable: false,
  refund_until: null,
  receipt: { number: RECEIPT, status: 'void' },
  charges: [
    {
      ...(gift.charges[0] as OwnerDonationDetail['charges'][number]),
      status: 'refunded',
      refunded_at: '2030-02-01T09:00:00.000Z',
      refund_reason: 'Given twice',
    },
  ],
  receipts: [
    {
      ...(gift.receipts[0] as OwnerDonationDetail['receipts'][number]),
      status: 'void',
      voided_at: '2030-02-01T09:00:00.000Z',
      void_reason: 'Given twice',
    },
  ],
};

const ok = (data: unknown): Answer => ({ status: 200, body: { status: true, data } });

function openGift(answers: Record<string, Answer | Answer[]>) {
  setToken('token');
  const calls = serveApi({
    'GET /api/organizations/mine': ok([]),
    'GET /api/campaigns/mine': ok([]),
    ...answers,
  });
  renderRoutes(
    [{ path: '/donations/:donationId', Component: DonationPage }],
    '/donations/d1?organization=clean-water',
  );
  return calls;
}

describe("a gift's own page", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the gift, the donor and the receipt to download, and sends the receipt again', async () => {
    const calls = openGift({
      [`GET ${PATH}`]: ok(gift),
      [`POST ${PATH}/resend-receipt`]: {
        status: 200,
        body: { status: true, message: GIVING_MESSAGES.receiptResent },
      },
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Asha Rao' })).toBeInTheDocument();
    const giftSection = screen.getByRole('region', { name: 'The gift' });
    expect(within(giftSection).getByText('Dedication').parentElement).toHaveTextContent(
      'In memory of Kamala Rao',
    );
    const donor = screen.getByRole('region', { name: 'The donor' });
    expect(within(donor).getByText('PAN').parentElement).toHaveTextContent('ABCDE1234F');
    expect(within(donor).getByText('Address').parentElement).toHaveTextContent(
      '12, Nehru Nagar, Pune, 411001, IN',
    );
    const receipts = screen.getByRole('region', { name: 'Receipts' });
    expect(within(receipts).getByText('Valid')).toBeInTheDocument();
    expect(
      within(receipts).getByRole('link', { name: `Download receipt ${RECEIPT}` }),
    ).toHaveAttribute('href', LINK);
    expect(screen.getByRole('link', { name: 'Back to donations' })).toHaveAttribute(
      'href',
      '/donations?organization=clean-water',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Resend receipt' }));
    expect(await screen.findByText(GIVING_MESSAGES.receiptResent)).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      `${PATH}/resend-receipt`,
    ]);
  });

  it('refunds after a confirmation with a reason, then shows the gift refunded and its receipt void', async () => {
    const calls = openGift({
      [`GET ${PATH}`]: [ok(gift), ok(refunded)],
      [`POST ${PATH}/refund`]: ok({
        status: 'refunded',
        receipt: { number: RECEIPT, status: 'void' },
      }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund this gift' });
    expect(dialog).toHaveTextContent('All of ₹1,000 goes back to Asha Rao');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(
      await within(dialog).findByText(GIVING_MESSAGES.refundReasonRequired),
    ).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason' }), ' Given twice ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText('The gift was refunded.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      path: `${PATH}/refund`,
      body: { reason: 'Given twice' },
    });
    const receipts = await screen.findByRole('region', { name: 'Receipts' });
    expect(await within(receipts).findByText('Void')).toBeInTheDocument();
    expect(screen.getAllByText('Refunded').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Refund' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resend receipt' })).not.toBeInTheDocument();
  });

  it('shows a refund the provider failed in the charge’s history, the gift standing with its new receipt', async () => {
    const standing: OwnerDonationDetail = {
      ...gift,
      charges: [
        {
          ...(gift.charges[0] as OwnerDonationDetail['charges'][number]),
          failed_refunds: [
            {
              requested_at: '2030-02-01T09:00:00.000Z',
              failed_at: '2030-02-03T09:00:00.000Z',
              reason: GIVING_MESSAGES.refundFailedAtProvider,
            },
          ],
        },
      ],
      receipts: [
        {
          ...(gift.receipts[0] as OwnerDonationDetail['receipts'][number]),
          number: `${RECEIPT}-2`,
        },
        ...refunded.receipts,
      ],
    };
    openGift({ [`GET ${PATH}`]: ok(standing) });
    const charges = await screen.findByRole('region', { name: 'Charges' });
    expect(
      within(charges).getByText(/^A refund failed on .*2030; the gift stands: /),
    ).toHaveTextContent(GIVING_MESSAGES.refundFailedAtProvider);
    expect(within(charges).getByText('Paid')).toBeInTheDocument();
    const receipts = screen.getByRole('region', { name: 'Receipts' });
    expect(within(receipts).getByText('Valid')).toBeInTheDocument();
    expect(within(receipts).getByText('Void')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refund' })).toBeInTheDocument();
  });

  it("shows the server's refusal in the dialog", async () => {
    openGift({
      [`GET ${PATH}`]: ok(gift),
      [`POST ${PATH}/refund`]: {
        status: 409,
        body: { status: false, message: GIVING_MESSAGES.refundTooLate },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund this gift' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Late');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      GIVING_MESSAGES.refundTooLate,
    );
  });

  it('says when the gift is not found', async () => {
    openGift({
      [`GET ${PATH}`]: {
        status: 404,
        body: { status: false, message: GIVING_MESSAGES.donationNotFound },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Gift not found' })).toBeInTheDocument();
  });
});
