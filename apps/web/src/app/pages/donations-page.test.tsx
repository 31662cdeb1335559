import type { MyGivingResponse } from '@givecrowd/shared/giving/my-giving-api';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '@/lib/auth-token';
import { renderRoutes } from '@/test/render';
import { type Answer, serveApi } from '@/test/serve-api';
import { DonationsRoutePage } from './donations-page';

const ok = (data: unknown): Answer => ({ status: 200, body: { status: true, data } });

const giving = (donations: MyGivingResponse['data']['donations']): MyGivingResponse['data'] => ({
  email: 'meera@example.in',
  donations,
  monthly: [],
});

const gift: MyGivingResponse['data']['donations'][number] = {
  id: 'd-once',
  date: '2030-01-01T09:00:00.000Z',
  organization_name: 'Seva Trust',
  campaign_title: 'Night school lamps',
  campaign_slug: 'night-school',
  amount: 1000,
  currency: 'INR',
  frequency: 'one_time',
  status: 'succeeded',
  cancelled_at: null,
  receipt: { number: 'SEVA-1-2029-0001', status: 'valid', link: '/r/1' },
  receipts: [
    { number: 'SEVA-1-2029-0001', status: 'valid', link: '/r/1', date: '2030-01-01T09:00:00Z' },
  ],
};

function openDonations(answers: Record<string, Answer>) {
  setToken('giver-token');
  serveApi({ 'GET /api/organizations/mine': ok([]), ...answers });
  renderRoutes([{ path: '/donations', Component: DonationsRoutePage }], '/donations');
}

describe('/donations for a person without an organization', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the gifts they made with their account’s email, with the receipts', async () => {
    openDonations({
      'GET /api/my-giving/mine': ok({ key: 'own-key' }),
      'GET /api/my-giving?key=own-key': ok(giving([gift])),
    });
    expect(await screen.findByRole('heading', { name: 'Your gifts' })).toBeVisible();
    expect(screen.getByText(/Night school lamps/)).toBeVisible();
    expect(screen.getByRole('link', { name: /SEVA-1-2029-0001/ })).toHaveAttribute('href', '/r/1');
    expect(screen.queryByText('No donations yet')).toBeNull();
  });

  it('says how to get an organization when they gave nothing, or their email is not proved', async () => {
    openDonations({
      'GET /api/my-giving/mine': ok({ key: 'own-key' }),
      'GET /api/my-giving?key=own-key': ok(giving([])),
    });
    expect(await screen.findByText('No donations yet')).toBeVisible();
    vi.unstubAllGlobals();

    openDonations({ 'GET /api/my-giving/mine': ok({ key: null }) });
    expect((await screen.findAllByText('No donations yet')).length).toBeGreaterThan(0);
  });
});
