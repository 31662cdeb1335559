import type { WallGift } from '@givecrowd/shared/giving/giving-api';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { type Answer, serveApi } from '@/test/serve-api';
import { DonationWall } from './donation-wall';

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

const gift = (index: number): WallGift => ({
  name: `Donor ${index}`,
  amount: 500,
  currency: 'INR',
  message: null,
  dedication: null,
  created_at: hoursAgo(index + 1),
});

const wallPage = (gifts: WallGift[], total: number): Answer => ({
  status: 200,
  body: { status: true, data: { data: gifts, total } },
});

const WALL = '/api/campaigns/night-school/donations';
const target = { kind: 'campaign', slug: 'night-school' } as const;

afterEach(() => vi.unstubAllGlobals());

describe('DonationWall', () => {
  it('lists the latest gifts: the name or Anonymous, the amount, the words, how long ago', async () => {
    serveApi({
      [`GET ${WALL}?page=1&limit=10`]: wallPage(
        [
          {
            ...gift(2),
            name: 'Anonymous',
            message: 'Keep the lamps on!',
            dedication: { kind: 'memory', name: 'Kamala Rao' },
          },
        ],
        1,
      ),
    });
    renderWithProviders(<DonationWall target={target} acceptsDonations />);
    const wall = await screen.findByRole('region', { name: 'Recent gifts' });
    const [item] = await within(wall).findAllByRole('listitem');
    expect(item).toHaveTextContent(
      'Anonymous₹500In memory of Kamala RaoKeep the lamps on!3 hours ago',
    );
    expect(within(wall).queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('shows more a page at a time', async () => {
    const first = Array.from({ length: 10 }, (_, index) => gift(index));
    const calls = serveApi({
      [`GET ${WALL}?page=1&limit=10`]: wallPage(first, 12),
      [`GET ${WALL}?page=2&limit=10`]: wallPage([gift(10), gift(11)], 12),
    });
    renderWithProviders(<DonationWall target={target} acceptsDonations />);
    const wall = await screen.findByRole('region', { name: 'Recent gifts' });
    expect(await within(wall).findAllByRole('listitem')).toHaveLength(10);
    await userEvent.click(within(wall).getByRole('button', { name: 'Show more' }));
    expect(await within(wall).findByText('Donor 11')).toBeInTheDocument();
    expect(within(wall).getAllByRole('listitem')).toHaveLength(12);
    expect(within(wall).queryByRole('button', { name: 'Show more' })).toBeNull();
    expect(calls.map((call) => call.path)).toEqual([
      `${WALL}?page=1&limit=10`,
      `${WALL}?page=2&limit=10`,
    ]);
  });

  it('invites the first gift, only where gifts can be made', async () => {
    serveApi({ [`GET ${WALL}?page=1&limit=10`]: wallPage([], 0) });
    const { unmount } = renderWithProviders(<DonationWall target={target} acceptsDonations />);
    expect(await screen.findByText('Be the first to give.')).toBeInTheDocument();
    unmount();

    renderWithProviders(<DonationWall target={target} acceptsDonations={false} />);
    await vi.waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalledTimes(2));
    expect(screen.queryByRole('region', { name: 'Recent gifts' })).toBeNull();
  });

  it('asks for the organization’s wall by its slug', async () => {
    const calls = serveApi({
      'GET /api/organizations/seva-trust/donations/wall?page=1&limit=10': wallPage([gift(1)], 1),
    });
    renderWithProviders(
      <DonationWall
        target={{ kind: 'organization', slug: 'seva-trust' }}
        acceptsDonations={false}
      />,
    );
    expect(await screen.findByText('Donor 1')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });
});
