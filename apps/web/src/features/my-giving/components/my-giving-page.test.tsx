import { GIVING_MESSAGES } from '@givecrowd/shared/giving/giving-messages';
import type { MyGivingResponse } from '@givecrowd/shared/giving/my-giving-api';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '@/test/render';
import { type Answer, serveApi } from '@/test/serve-api';
import { MyGivingPage } from './my-giving-page';

const giving: MyGivingResponse['data'] = {
  email: 'meera@example.in',
  donations: [
    {
      id: 'd-monthly',
      date: '2030-02-01T09:00:00.000Z',
      organization_name: 'Annapurna Food Bank',
      campaign_title: null,
      campaign_slug: null,
      amount: 2500,
      currency: 'INR',
      frequency: 'monthly',
      status: 'succeeded',
      cancelled_at: null,
      receipt: { number: 'ANNA-2-2029-0001', status: 'valid', link: '/r/2' },
      receipts: [
        {
          number: 'ANNA-2-2029-0001',
          status: 'valid',
          link: '/r/2',
          date: '2030-02-01T09:00:00.000Z',
        },
      ],
    },
    {
      id: 'd-once',
      date: '2030-01-01T09:00:00.000Z',
      organization_name: 'Seva Trust',
      campaign_title: 'Night school lamps',
      campaign_slug: 'night-school',
      amount: 25.5,
      currency: 'USD',
      frequency: 'one_time',
      status: 'succeeded',
      cancelled_at: null,
      receipt: { number: 'SEVA-1-2030-0001', status: 'valid', link: null },
      receipts: [
        { number: 'SEVA-1-2030-0001', status: 'valid', link: null, date: '2030-01-01T09:00:00Z' },
      ],
    },
  ],
  monthly: [
    {
      id: 'd-monthly',
      started_at: '2030-02-01T09:00:00.000Z',
      organization_name: 'Annapurna Food Bank',
      campaign_title: null,
      amount: 2500,
      currency: 'INR',
      next_charge_at: '2030-03-01T09:00:00.000Z',
      failed_charges: 1,
      update_payment_url: 'https://pay.example/update',
    },
  ],
};

const PAGE = 'GET /api/my-giving?key=k-1';
const ok = (data: object): Answer => ({ status: 200, body: { status: true, data } });

function openPage(path: string, answers: Record<string, Answer | Answer[]>) {
  const calls = serveApi(answers);
  renderRoutes([{ path: '/my-giving', Component: MyGivingPage }], path);
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe('the donor’s page', () => {
  it('asks for the email without a key, and answers the same neutral message', async () => {
    const calls = openPage('/my-giving', {
      'POST /api/my-giving/link': {
        status: 200,
        body: { status: true, message: GIVING_MESSAGES.myGivingLinkSent },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'My giving' })).toBeVisible();
    expect(document.title).toBe('My giving');
    await userEvent.click(screen.getByRole('button', { name: 'Email me a link' }));
    expect(await screen.findByText(GIVING_MESSAGES.emailRequired)).toBeVisible();
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'Meera@Example.in');
    await userEvent.click(screen.getByRole('button', { name: 'Email me a link' }));
    expect(await screen.findByText(GIVING_MESSAGES.myGivingLinkSent)).toBeVisible();
    expect(calls.at(-1)).toMatchObject({
      path: '/api/my-giving/link',
      body: { email: 'Meera@Example.in' },
      authorization: null,
    });
  });

  it('lists the gifts in their currencies with receipts, and the monthly gift’s declined charge', async () => {
    openPage('/my-giving?key=k-1', { [PAGE]: ok(giving) });
    expect(await screen.findByText('Gifts made with meera@example.in')).toBeVisible();
    expect(screen.getByText('$25.50')).toBeVisible();
    expect(screen.getByText('To Night school lamps — Seva Trust')).toBeVisible();
    expect(screen.getByText('₹2,500 a month')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Download receipt ANNA-2-2029-0001' })).toHaveAttribute(
      'href',
      '/r/2',
    );
    expect(screen.getByRole('link', { name: 'Update my payment' })).toHaveAttribute(
      'href',
      'https://pay.example/update',
    );
    expect(screen.getByRole('link', { name: 'Download my data' })).toHaveAttribute(
      'href',
      '/api/my-giving/export?key=k-1',
    );
  });

  it('stops a monthly gift only once confirmed', async () => {
    const calls = openPage('/my-giving?key=k-1', {
      [PAGE]: [ok(giving), ok({ ...giving, monthly: [] })],
      'POST /api/my-giving/monthly/d-monthly/cancel?key=k-1': ok({ status: 'cancelled' }),
    });
    await userEvent.click(
      await screen.findByRole('button', {
        name: 'Stop monthly gift: ₹2,500 a month to Annapurna Food Bank',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Stop this monthly gift?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: /^Stop monthly gift:/ }));
    const again = await screen.findByRole('dialog', { name: 'Stop this monthly gift?' });
    await userEvent.click(within(again).getByRole('button', { name: 'Stop monthly gift' }));
    expect(
      await screen.findByText(
        'Your monthly gift has been stopped. We have emailed you and the organization.',
      ),
    ).toBeVisible();
    expect(await screen.findByText('You have no monthly gift running.')).toBeVisible();
  });

  it('says what stays before erasing, then erases', async () => {
    openPage('/my-giving?key=k-1', {
      [PAGE]: ok(giving),
      'POST /api/my-giving/erase?key=k-1': {
        status: 200,
        body: { status: true, message: GIVING_MESSAGES.myDataErased },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Erase my data' }));
    const dialog = await screen.findByRole('dialog', { name: 'Erase your data?' });
    expect(within(dialog).getByText('What stays, and why')).toBeVisible();
    expect(within(dialog).getByText(/Form 10BD/)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Erase my data' }));
    expect(await screen.findByText(GIVING_MESSAGES.myDataErased)).toBeVisible();
  });

  it('asks for a new link when the key expired', async () => {
    openPage('/my-giving?key=k-1', {
      [PAGE]: {
        status: 404,
        body: { status: false, message: GIVING_MESSAGES.myGivingLinkInvalid },
      },
    });
    expect(await screen.findByText('This link no longer opens your giving page')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Email me a link' })).toBeVisible();
  });
});
