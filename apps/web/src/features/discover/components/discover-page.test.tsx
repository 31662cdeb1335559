import type { FeaturedCampaign } from '@givecrowd/shared/campaigns/campaigns-api';
import type { OrganizationCard } from '@givecrowd/shared/search/search-api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { renderRoutes } from '@/test/render';
import { type Answer, serveApi } from '@/test/serve-api';
import { DiscoverPage } from './discover-page';

const library: FeaturedCampaign = {
  slug: 'school-library',
  title: 'A library for Shirur',
  asset: 'campaign-assets/library.jpg',
  organization_name: 'Asha Kiran Education Trust',
  category: 'Education',
  goal: 500000,
  raised: 635000,
  currency: 'INR',
  percentage: 127,
  remaining_days: 3,
};
const trust: OrganizationCard = {
  slug: 'asha-kiran',
  name: 'Asha Kiran Education Trust',
  logo: null,
  country_code: 'IN',
  categories: ['Education', 'Child Welfare'],
  campaign_count: 3,
};

const CATEGORIES = [
  { name: 'Education', slug: 'education' },
  { name: 'Health', slug: 'health' },
];

type Query = { tab?: string; category?: string; sort?: string; page?: number };

function discoverPath({ tab = 'campaigns', category, sort = 'Magic', page = 1 }: Query = {}) {
  const params = new URLSearchParams({ tab });
  if (category) params.set('category', category);
  params.set('sort', sort);
  params.set('page', String(page));
  params.set('limit', '12');
  return `/api/discover?${params.toString()}`;
}

function listed(
  tab: 'campaigns' | 'organizations',
  items: FeaturedCampaign[] | OrganizationCard[],
  total = items.length,
  page = 1,
): Answer {
  return {
    status: 200,
    body: {
      status: true,
      data: {
        tab,
        campaigns: tab === 'campaigns' ? items : [],
        organizations: tab === 'organizations' ? items : [],
        total,
        page,
      },
    },
  };
}

const categoriesAnswer: Answer = { status: 200, body: { status: true, data: CATEGORIES } };

function renderDiscover(path = '/discover') {
  return renderRoutes([{ path: '/discover', Component: DiscoverPage }], path);
}

const discoverCalls = (calls: { path: string }[]) =>
  calls.filter((call) => call.path.startsWith('/api/discover')).map((call) => call.path);

describe('DiscoverPage', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await changeLanguage('en');
  });

  it('shows campaign cards with their percentage, over 100% when over-funded, and days left', async () => {
    serveApi({
      [discoverPath()]: listed('campaigns', [library]),
      '/api/categories': categoriesAnswer,
    });
    renderDiscover();

    expect(screen.getByRole('heading', { level: 1, name: 'Discover' })).toBeInTheDocument();
    expect(document.title).toBe('Discover');
    expect(screen.getByRole('tab', { name: 'Campaigns' })).toHaveAttribute('aria-selected', 'true');
    const card = (await screen.findByRole('link', { name: 'A library for Shirur' })).closest(
      'article',
    );
    if (!card) throw new Error('campaign card not found');
    expect(card).toHaveTextContent('127% funded');
    expect(card).toHaveTextContent('3 days left');
    expect(card.querySelector('img')).toHaveAttribute(
      'src',
      expect.stringContaining('campaign-assets/library.jpg'),
    );
    expect(screen.getByText('1 result')).toBeInTheDocument();
  });

  it('takes its tab, category and sort from the address, ignoring projects=All Projects', async () => {
    const calls = serveApi({
      [discoverPath({ tab: 'organizations', category: 'Education', sort: 'Newest' })]: listed(
        'organizations',
        [trust],
      ),
      '/api/categories': categoriesAnswer,
    });
    renderDiscover(
      '/discover?category=Education&projects=All%20Projects&sort=Newest&tab=organizations',
    );

    const card = (await screen.findByRole('link', { name: 'Asha Kiran Education Trust' })).closest(
      'article',
    );
    if (!card) throw new Error('organization card not found');
    expect(card).toHaveTextContent('India');
    expect(card).toHaveTextContent('Child Welfare');
    expect(card).toHaveTextContent('3 campaigns');
    expect(within(card).getByRole('link')).toHaveAttribute('href', '/organization/asha-kiran');
    expect(screen.getByRole('tab', { name: 'Organizations' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(await screen.findByRole('combobox', { name: 'Category' })).toHaveValue('Education');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('Newest');
    expect(discoverCalls(calls)).toEqual([
      discoverPath({ tab: 'organizations', category: 'Education', sort: 'Newest' }),
    ]);
  });

  it('keeps the tab, category and sort in the address, starting again at page 1', async () => {
    const calls = serveApi({
      [discoverPath({ page: 2 })]: listed('campaigns', [library], 13, 2),
      [discoverPath({ category: 'Health' })]: listed('campaigns', [library]),
      [discoverPath({ category: 'Health', sort: 'Most funded' })]: listed('campaigns', [library]),
      [discoverPath({ tab: 'organizations', category: 'Health', sort: 'Most funded' })]: listed(
        'organizations',
        [trust],
      ),
      '/api/categories': categoriesAnswer,
    });
    const { router } = renderDiscover('/discover?page=2');
    await screen.findByRole('link', { name: 'A library for Shirur' });
    const category = await screen.findByRole('option', { name: 'Health' });

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Category' }), category);
    expect(router.state.location.search).toBe('?tab=campaigns&category=Health&sort=Magic');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Most funded');
    expect(router.state.location.search).toBe('?tab=campaigns&category=Health&sort=Most+funded');
    await userEvent.click(screen.getByRole('tab', { name: 'Organizations' }));
    expect(router.state.location.search).toBe(
      '?tab=organizations&category=Health&sort=Most+funded',
    );

    expect(await screen.findByRole('link', { name: 'Asha Kiran Education Trust' })).toBeVisible();
    expect(discoverCalls(calls)).toEqual([
      discoverPath({ page: 2 }),
      discoverPath({ category: 'Health' }),
      discoverPath({ category: 'Health', sort: 'Most funded' }),
      discoverPath({ tab: 'organizations', category: 'Health', sort: 'Most funded' }),
    ]);
  });

  it('pages through the results, and back goes to the page before', async () => {
    const second = { ...library, slug: 'books', title: 'Books for Beed' };
    serveApi({
      [discoverPath()]: listed('campaigns', [library], 30),
      [discoverPath({ page: 2 })]: listed('campaigns', [second], 30, 2),
      '/api/categories': categoriesAnswer,
    });
    const { router } = renderDiscover();
    await screen.findByRole('link', { name: 'A library for Shirur' });
    const pager = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pager).getByRole('button', { name: 'Page 3' })).toBeInTheDocument();
    expect(within(pager).queryByRole('button', { name: 'Page 4' })).not.toBeInTheDocument();

    await userEvent.click(within(pager).getByRole('button', { name: 'Next page' }));

    expect(await screen.findByRole('link', { name: 'Books for Beed' })).toBeVisible();
    expect(router.state.location.search).toBe('?tab=campaigns&sort=Magic&page=2');
    expect(within(pager).getByRole('button', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await router.navigate(-1);
    expect(await screen.findByRole('link', { name: 'A library for Shirur' })).toBeVisible();
  });

  it('says where the results end past the last page, without a count or a pager, and goes back', async () => {
    serveApi({
      [discoverPath({ page: 40 })]: listed('campaigns', [], 321, 40),
      [discoverPath({ page: 27 })]: listed('campaigns', [library], 321, 27),
      '/api/categories': categoriesAnswer,
    });
    const { router } = renderDiscover('/discover?page=40');

    expect(
      await screen.findByRole('heading', { name: 'There is no page 40 of these results' }),
    ).toBeVisible();
    expect(screen.getByText('The results end on page 27.')).toBeVisible();
    expect(screen.queryByText('321 results')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'No campaigns found' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Go to page 27' }));
    expect(await screen.findByRole('link', { name: 'A library for Shirur' })).toBeVisible();
    expect(router.state.location.search).toBe('?page=27&tab=campaigns&sort=Magic');
    expect(screen.getByText('321 results')).toBeVisible();
  });

  it('explains the chosen sort for the tab, Magic first', async () => {
    serveApi({
      [discoverPath()]: listed('campaigns', [library]),
      [discoverPath({ tab: 'organizations' })]: listed('organizations', [trust]),
      '/api/categories': categoriesAnswer,
    });
    renderDiscover();
    const sort = await screen.findByRole('combobox', { name: 'Sort by' });
    expect(sort).toHaveAccessibleDescription(
      'Featured campaigns, those closest to their goal and those with the most donors first.',
    );
    await userEvent.click(screen.getByRole('tab', { name: 'Organizations' }));
    await screen.findByRole('link', { name: 'Asha Kiran Education Trust' });
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveAccessibleDescription(
      'The organizations with the most campaigns first.',
    );
  });

  it('says when nothing matches, and offers every category again', async () => {
    serveApi({
      [discoverPath({ category: 'Health' })]: listed('campaigns', []),
      [discoverPath()]: listed('campaigns', [library]),
      '/api/categories': categoriesAnswer,
    });
    const { router } = renderDiscover('/discover?category=Health');

    expect(await screen.findByRole('heading', { name: 'No campaigns found' })).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show all categories' }));

    expect(await screen.findByRole('link', { name: 'A library for Shirur' })).toBeVisible();
    expect(router.state.location.search).toBe('?tab=campaigns&sort=Magic');
  });

  it('shows a failure in place, without the banner, and tries again', async () => {
    const down: Answer = { status: 503, body: { status: false, message: 'Down for maintenance.' } };
    serveApi({
      [discoverPath()]: [down, down, listed('campaigns', [library])],
      '/api/categories': categoriesAnswer,
    });
    renderDiscover();

    expect(
      await screen.findByRole(
        'heading',
        { name: 'Discover could not be loaded' },
        // The query is tried twice before it fails.
        { timeout: 4000 },
      ),
    ).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('link', { name: 'A library for Shirur' })).toBeVisible();
  });

  it('shows loading skeletons until the first answer', async () => {
    serveApi({
      [discoverPath()]: listed('campaigns', [library]),
      '/api/categories': categoriesAnswer,
    });
    renderDiscover();

    expect(screen.getByRole('status', { name: 'Loading results' })).toBeInTheDocument();
    await screen.findByRole('link', { name: 'A library for Shirur' });
    expect(screen.queryByRole('status', { name: 'Loading results' })).not.toBeInTheDocument();
  });

  it('speaks Hindi', async () => {
    await changeLanguage('hi');
    serveApi({
      [discoverPath({ tab: 'organizations' })]: listed('organizations', [trust]),
      '/api/categories': categoriesAnswer,
    });
    renderDiscover('/discover?tab=organizations');

    expect(screen.getByRole('heading', { level: 1, name: 'खोजें' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'संगठन' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('combobox', { name: 'श्रेणी' })).toHaveDisplayValue('सभी श्रेणियाँ');
    expect(screen.getByRole('combobox', { name: 'क्रम' })).toHaveDisplayValue('सर्वश्रेष्ठ मेल');
    const card = (await screen.findByRole('link', { name: 'Asha Kiran Education Trust' })).closest(
      'article',
    );
    await waitFor(() => expect(card).toHaveTextContent('3 अभियान'));
    expect(card).toHaveTextContent('भारत');
  });
});
