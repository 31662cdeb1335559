import { CAMPAIGN_MESSAGES } from '@givecrowd/shared/campaigns/campaign-messages';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '@/lib/auth-token';
import { renderRoutes } from '@/test/render';
import { type Answer, serveApi } from '@/test/serve-api';
import { lampsCampaign } from './campaign.fixture';
import { CampaignPage } from './campaign-page';

const routes = [{ path: '/campaign/:slug', element: <CampaignPage notFound={<p>Not found</p>} /> }];
const path = `/campaign/${lampsCampaign.slug}`;

function openPage(answer: Answer | Answer[]) {
  const calls = serveApi({ [`GET /api/campaigns/${lampsCampaign.slug}`]: answer });
  renderRoutes(routes, path);
  return calls;
}

const ok = (campaign = lampsCampaign): Answer => ({
  status: 200,
  body: { status: true, data: campaign },
});

afterEach(() => vi.unstubAllGlobals());

describe('CampaignPage', () => {
  it('shows the title, image, story, how far it has come and its organization', async () => {
    openPage(ok());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Solar lamps for night school' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Solar lamps for night school');
    expect(
      screen.getByRole('img', { name: 'Photo for Solar lamps for night school' }),
    ).toHaveAttribute('src', '/media/campaign-assets/lamps.webp');
    const story = screen.getByRole('heading', { level: 2, name: 'About this campaign' });
    expect(story).toBeInTheDocument();
    expect(screen.getByText('light').tagName).toBe('STRONG');

    const funding = screen.getByRole('region', { name: 'Funding' });
    expect(funding).toHaveTextContent('₹1,27,000raised of ₹1,00,000');
    expect(funding).toHaveTextContent('127%funded');
    expect(funding).toHaveTextContent('31supporters');
    expect(funding).toHaveTextContent('10days left');
    expect(funding).toHaveTextContent('Ends on 30 April 2030');
    // The bar stops at full; its name keeps the real share.
    const bar = within(funding).getByRole('progressbar', {
      name: 'Solar lamps for night school: 127% funded',
    });
    expect(bar).toHaveAttribute('aria-valuenow', '100');

    const organizer = screen.getByRole('region', { name: 'Organized by' });
    expect(within(organizer).getByRole('link', { name: 'Seva Trust' })).toHaveAttribute(
      'href',
      '/organization/seva-trust',
    );
  });

  it('speaks of an event, and of an ended one in the past', async () => {
    openPage(ok({ ...lampsCampaign, kind: 'event', remaining_days: 0, donor_count: 1 }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'About this event' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Event')).toBeInTheDocument();
    const funding = screen.getByRole('region', { name: 'Funding' });
    expect(funding).toHaveTextContent('1supporter');
    expect(funding).toHaveTextContent('Ended on 30 April 2030');
  });

  it('offers Donate while the campaign takes gifts, instead of sending supporters away', async () => {
    openPage(ok({ ...lampsCampaign, accepts_donations: true }));
    const funding = await screen.findByRole('region', { name: 'Funding' });
    expect(within(funding).getByRole('link', { name: 'Donate' })).toHaveAttribute(
      'href',
      '/campaign/solar-lamps-for-night-school/donate',
    );
    expect(screen.queryByText(/To support this campaign, contact/)).toBeNull();
  });

  it('shows no Donate while the organization takes no gifts', async () => {
    openPage(ok());
    await screen.findByRole('region', { name: 'Funding' });
    expect(screen.queryByRole('link', { name: 'Donate' })).toBeNull();
    expect(
      screen.getByText('To support this campaign, contact Seva Trust through its page.'),
    ).toBeInTheDocument();
  });

  it('says an ended campaign has ended instead of offering Donate', async () => {
    openPage(ok({ ...lampsCampaign, remaining_days: 0 }));
    const funding = await screen.findByRole('region', { name: 'Funding' });
    expect(within(funding).getByText('This campaign has ended.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Donate' })).toBeNull();
  });

  it('shows the wall of its latest gifts', async () => {
    serveApi({
      [`GET /api/campaigns/${lampsCampaign.slug}`]: ok({
        ...lampsCampaign,
        accepts_donations: true,
      }),
      [`GET /api/campaigns/${lampsCampaign.slug}/donations?page=1&limit=10`]: {
        status: 200,
        body: { status: true, data: { data: [], total: 0 } },
      },
    });
    renderRoutes(routes, path);
    const wall = await screen.findByRole('region', { name: 'Recent gifts' });
    expect(await within(wall).findByText('Be the first to give.')).toBeInTheDocument();
  });

  it('shows the not-found page for a slug no public campaign has', async () => {
    const calls = openPage({
      status: 404,
      body: { status: false, message: 'Campaign not found.' },
    });
    expect(await screen.findByText('Not found')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });

  it('says so in place when it cannot be loaded, and tries again', async () => {
    const failure: Answer = { status: 503, body: { status: false, message: 'Down.' } };
    openPage([failure, failure, failure, ok()]);
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'This campaign could not be loaded' },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Solar lamps for night school' }),
    ).toBeInTheDocument();
  });

  it('shows its owner the tools and its updates, and closes the campaign', async () => {
    setToken('owner-token');
    const ownOrganization = {
      _id: lampsCampaign.organization._id,
      slug: lampsCampaign.organization.slug,
      organization_name: 'Seva Trust',
      status: 'approved',
      progress_page: 4,
      organization_logo: null,
      updated_at: '2030-01-01T00:00:00.000Z',
    };
    const update = {
      id: 'update-1',
      text: 'The first lamps are lit.\nThank you!',
      image: null,
      created_at: '2030-04-02T10:00:00.000Z',
    };
    const closed = { ...lampsCampaign, closed: true, accepts_donations: false };
    const calls = serveApi({
      // Once closed, the page is asked again and answers the closed campaign.
      [`GET /api/campaigns/${lampsCampaign.slug}`]: [ok(), ok(closed)],
      'GET /api/organizations/mine': {
        status: 200,
        body: { status: true, data: [ownOrganization] },
      },
      [`GET /api/campaigns/${lampsCampaign.slug}/updates`]: {
        status: 200,
        body: { status: true, data: [update] },
      },
      [`POST /api/campaigns/${lampsCampaign.slug}/close`]: {
        status: 200,
        body: {
          status: true,
          message: CAMPAIGN_MESSAGES.closedNow,
          data: closed,
        },
      },
    });
    renderRoutes(routes, path);
    const tools = await screen.findByRole('region', { name: 'Manage this campaign' });
    expect(within(tools).getByRole('link', { name: 'Edit campaign' })).toHaveAttribute(
      'href',
      `/campaign/${lampsCampaign.slug}/edit`,
    );
    const updates = await screen.findByRole('region', { name: 'Updates' });
    expect(within(updates).getByText(/The first lamps are lit\./)).toBeInTheDocument();

    await userEvent.click(within(tools).getByRole('button', { name: 'Close campaign' }));
    const question = await screen.findByRole('dialog', { name: 'Close this campaign?' });
    expect(calls.some((call) => call.path.endsWith('/close'))).toBe(false);
    expect(within(question).getByRole('button', { name: 'Keep it open' })).toHaveFocus();
    await userEvent.click(within(question).getByRole('button', { name: 'Close campaign' }));
    expect(await screen.findByText(CAMPAIGN_MESSAGES.closed)).toBeInTheDocument();
    expect(screen.queryByText(/To support this campaign/)).toBeNull();
    expect(within(tools).getByRole('button', { name: 'Reopen campaign' })).toBeInTheDocument();
    expect(calls.some((call) => call.path.endsWith('/close'))).toBe(true);
  });

  it('shows a visitor the share buttons, WhatsApp first, and no owner’s tools', async () => {
    openPage(ok());
    const share = await screen.findByRole('region', { name: 'Share' });
    const links = within(share).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('aria-label'))).toEqual([
      'Share on WhatsApp',
      'Share on Facebook',
      'Share on X',
      'Share by email',
    ]);
    expect(within(share).getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Manage this campaign' })).toBeNull();
  });

  it('asks again with the token once someone signs in, and shows its owner a preview', async () => {
    const calls = openPage([
      { status: 404, body: { status: false, message: 'Campaign not found.' } },
      ok({ ...lampsCampaign, preview: true }),
    ]);
    expect(await screen.findByText('Not found')).toBeInTheDocument();
    expect(screen.queryByText('Preview — not public until approved')).not.toBeInTheDocument();

    act(() => setToken('owner-token'));
    expect(await screen.findByText('Preview — not public until approved')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Solar lamps for night school' }),
    ).toBeInTheDocument();
    const campaignCalls = calls.filter(
      (call) => call.path === `/api/campaigns/${lampsCampaign.slug}`,
    );
    expect(campaignCalls.map((call) => call.authorization)).toEqual([null, 'Bearer owner-token']);
  });
});
