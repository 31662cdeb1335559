import type { SearchResult } from '@givecrowd/shared/search/search-api';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInAppLayout } from '@/test/render';
import { type Answer, serveApi } from '@/test/serve-api';

const campaign = (title: string, slug: string): SearchResult => ({
  type: 'cam',
  slug,
  title,
  asset: null,
  percentage: 127,
  remaining_days: 3,
});
const organization = (title: string, slug: string): SearchResult => ({
  type: 'org',
  slug,
  title,
  asset: null,
  percentage: 0,
  remaining_days: 0,
});

const ACTIVE = [
  organization('Asha Kiran Education Trust', 'asha-kiran'),
  campaign('A library for Shirur', 'school-library'),
  campaign('Clean water for Dharavi', 'clean-water'),
  campaign('Meals for Mumbai', 'meals-mumbai'),
];
const MORE = [campaign('Books for Beed', 'books-beed'), campaign('Solar for Sangli', 'solar')];

function searchPath(query: string, page = 1) {
  return `/api/organization/searchbar?${new URLSearchParams({ query, page: String(page), limit: '4' })}`;
}

function found(results: SearchResult[], total = results.length, categories: string[] = []): Answer {
  return {
    status: 200,
    body: {
      status: true,
      data: { data: results, orgData: total, allCategory: categories.map((name) => ({ name })) },
    },
  };
}

function ShowLocation() {
  return <p>At {window.location.pathname}</p>;
}

const routes = [
  { path: '/discover', element: <p>Discover body</p> },
  { path: '/notes', element: <input aria-label="Note" /> },
  { path: '*', Component: ShowLocation },
];

/** Opens the overlay from the navigation bar's icon, on /discover. */
async function openFromIcon() {
  const view = renderInAppLayout(routes, '/discover');
  await userEvent.click(screen.getByRole('button', { name: 'Search' }));
  // The overlay's code is fetched when it first opens.
  const dialog = await screen.findByRole('dialog', { name: 'Search' }, { timeout: 5000 });
  return { ...view, dialog };
}

/** Typing, the debounce and the answer take a while on a busy machine. */
const AFTER_TYPING = { timeout: 4000 };

const searchCalls = (calls: { path: string }[]) =>
  calls.filter((call) => call.path.startsWith('/api/organization/searchbar'));

// Each test renders the whole shell and types into it: slow on a busy machine.
describe('SearchOverlay', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('opens from the search icon with the most active projects, in two sections', async () => {
    serveApi({ [searchPath('')]: found(ACTIVE, 9, ['Education', 'Health']) });
    const { dialog } = await openFromIcon();

    const input = within(dialog).getByPlaceholderText('Search for projects or categories');
    expect(input).toHaveAccessibleName('Search');
    expect(input).toHaveFocus();
    const categories = await within(dialog).findByRole('region', { name: 'Categories' });
    expect(
      within(categories)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Education', 'Health']);
    const projects = within(dialog).getByRole('region', { name: 'Projects' });
    expect(within(projects).getAllByRole('link')).toHaveLength(4);
    expect(within(dialog).getByRole('button', { name: 'See More' })).toBeInTheDocument();
  });

  it('opens a result in a new tab: a campaign at /campaign/{slug}, an organization at /organization/{slug}', async () => {
    serveApi({ [searchPath('')]: found(ACTIVE) });
    const { dialog } = await openFromIcon();

    const library = await within(dialog).findByRole('link', {
      name: 'A library for Shirur (opens in a new tab)',
    });
    expect(library).toHaveAttribute('href', '/campaign/school-library');
    expect(library).toHaveAttribute('target', '_blank');
    expect(library).toHaveAttribute('rel', 'noopener');
    expect(library).toHaveAccessibleDescription('127% funded · 3 days left');
    const trust = within(dialog).getByRole('link', { name: /^Asha Kiran Education Trust/ });
    expect(trust).toHaveAttribute('href', '/organization/asha-kiran');
    expect(trust).toHaveAttribute('target', '_blank');
    expect(trust).toHaveAccessibleDescription('Organization');
    expect(within(dialog).queryByRole('button', { name: 'See More' })).not.toBeInTheDocument();
  });

  it('opens a result in the same tab on a phone, and closes', async () => {
    const matchMedia = window.matchMedia;
    vi.stubGlobal('matchMedia', (query: string) => ({
      ...matchMedia(query),
      matches: query === '(max-width: 36em)',
    }));
    serveApi({ [searchPath('')]: found(ACTIVE) });
    const { dialog, router } = await openFromIcon();

    const library = await within(dialog).findByRole('link', { name: 'A library for Shirur' });
    expect(library).not.toHaveAttribute('target');
    await userEvent.click(library);

    expect(router.state.location.pathname).toBe('/campaign/school-library');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('opens a category on the discover page and closes', async () => {
    serveApi({ [searchPath('')]: found([], 0, ['Child Welfare']) });
    const { dialog, router } = await openFromIcon();

    await userEvent.click(await within(dialog).findByRole('link', { name: 'Child Welfare' }));

    expect(router.state.location.pathname).toBe('/discover');
    expect(router.state.location.search).toBe(
      '?category=Child%20Welfare&projects=All%20Projects&sort=Magic&tab=campaigns',
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows what matches the typed text in place of the most active projects', async () => {
    const calls = serveApi({
      [searchPath('')]: found(ACTIVE),
      [searchPath('health')]: found([campaign('Health camp in Pune', 'health-camp')]),
    });
    const { dialog } = await openFromIcon();
    await within(dialog).findByRole('link', { name: /Meals for Mumbai/ });

    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Search' }), 'health');

    expect(
      await within(dialog).findByRole('link', { name: /Health camp in Pune/ }, AFTER_TYPING),
    ).toBeVisible();
    expect(
      within(dialog).queryByRole('link', { name: /Meals for Mumbai/ }),
    ).not.toBeInTheDocument();
    expect(searchCalls(calls).at(-1)?.path).toBe(searchPath('health'));
  });

  it('never lets an older answer arriving late replace a newer one', async () => {
    const waiting = new Map<string, (answer: Answer) => void>();
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (path: string) =>
          new Promise<Response>((resolve) => {
            waiting.set(path, ({ status, body }) =>
              resolve(new Response(JSON.stringify(body), { status })),
            );
          }),
      ),
    );
    const answer = async (path: string, reply: Answer) => {
      await waitFor(() => expect(waiting.has(path)).toBe(true));
      await act(async () => waiting.get(path)?.(reply));
    };
    const { dialog } = await openFromIcon();
    await answer(searchPath(''), found(ACTIVE));
    const input = within(dialog).getByRole('textbox', { name: 'Search' });

    await userEvent.type(input, 'hea');
    await waitFor(() => expect(waiting.has(searchPath('hea'))).toBe(true));
    await userEvent.type(input, 'lth');
    await answer(searchPath('health'), found([campaign('Health camp in Pune', 'health-camp')]));
    await answer(searchPath('hea'), found([campaign('Heat relief for Nagpur', 'heat-relief')]));

    expect(
      await within(dialog).findByRole('link', { name: /Health camp in Pune/ }, AFTER_TYPING),
    ).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(within(dialog).queryByRole('link', { name: /Heat relief/ })).not.toBeInTheDocument();
  });

  it('appends the next page with See More and moves the focus to the first new result', async () => {
    serveApi({
      [searchPath('')]: found(ACTIVE, 6),
      [searchPath('', 2)]: found(MORE, 6),
    });
    const { dialog } = await openFromIcon();

    await userEvent.click(await within(dialog).findByRole('button', { name: 'See More' }));

    const books = await within(dialog).findByRole('link', { name: /Books for Beed/ });
    const projects = within(dialog).getByRole('region', { name: 'Projects' });
    expect(within(projects).getAllByRole('link')).toHaveLength(6);
    await waitFor(() => expect(books).toHaveFocus());
    expect(within(dialog).queryByRole('button', { name: 'See More' })).not.toBeInTheDocument();
  });

  it('says No Data Found when nothing matches, and clearing the input starts again', async () => {
    const calls = serveApi({
      [searchPath('')]: found(ACTIVE, 6, ['Education']),
      [searchPath('', 2)]: found(MORE, 6),
      [searchPath('zzqx')]: found([], 0, []),
    });
    const { dialog } = await openFromIcon();
    await userEvent.click(await within(dialog).findByRole('button', { name: 'See More' }));
    await within(dialog).findByRole('link', { name: /Books for Beed/ });
    const input = within(dialog).getByRole('textbox', { name: 'Search' });

    await userEvent.type(input, 'zzqx');
    expect(await within(dialog).findByText('No Data Found', {}, AFTER_TYPING)).toBeVisible();
    expect(within(dialog).queryByRole('region')).not.toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Clear search' }));
    expect(input).toHaveValue('');
    expect(input).toHaveFocus();
    const projects = await within(dialog).findByRole('region', { name: 'Projects' }, AFTER_TYPING);
    expect(within(projects).getAllByRole('link')).toHaveLength(4);
    expect(within(dialog).queryByText('No Data Found')).not.toBeInTheDocument();
    expect(searchCalls(calls).at(-1)?.path).toBe(searchPath(''));
  });

  it('only logs a failed search and keeps showing what it showed', async () => {
    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => {});
    serveApi({
      [searchPath('')]: found(ACTIVE),
      [searchPath('water')]: { status: 503, body: { status: false, message: 'Down.' } },
    });
    const { dialog } = await openFromIcon();
    await within(dialog).findByRole('link', { name: /Meals for Mumbai/ });

    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Search' }), 'water');

    await waitFor(() => expect(warnings).toHaveBeenCalled(), AFTER_TYPING);
    expect(within(dialog).getByRole('link', { name: /Meals for Mumbai/ })).toBeVisible();
    expect(within(dialog).queryByText('No Data Found')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('moves through the results with the arrow keys and opens one with Enter', async () => {
    serveApi({ [searchPath('')]: found(ACTIVE, 6, ['Education']) });
    const { dialog, router } = await openFromIcon();
    await within(dialog).findByRole('link', { name: /Meals for Mumbai/ });
    const input = within(dialog).getByRole('textbox', { name: 'Search' });

    await userEvent.keyboard('{ArrowDown}');
    expect(within(dialog).getByRole('link', { name: 'Education' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(within(dialog).getByRole('link', { name: /A library for Shirur/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(within(dialog).getByRole('button', { name: 'See More' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(within(dialog).getByRole('link', { name: 'Education' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(input).toHaveFocus();

    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(router.state.location.search).toContain('category=Education');
  });

  it('closes with Escape and gives the focus back to the search icon', async () => {
    serveApi({ [searchPath('')]: found(ACTIVE) });
    await openFromIcon();

    await userEvent.keyboard('{Escape}');

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Search' })).toHaveFocus();
  });

  it('opens with / on any page, but not while typing in a field', async () => {
    serveApi({ [searchPath('')]: found(ACTIVE) });
    renderInAppLayout(routes, '/notes');
    // Away from /discover the icon is for phones only, where no keyboard opens the search.
    expect(screen.getByRole('button', { name: 'Search' })).toHaveClass('mantine-hidden-from-sm');
    const note = screen.getByRole('textbox', { name: 'Note' });

    await userEvent.type(note, 'a/b');
    expect(note).toHaveValue('a/b');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(document.body);
    await userEvent.keyboard('/');
    const dialog = await screen.findByRole('dialog', { name: 'Search' }, { timeout: 5000 });
    expect(within(dialog).getByRole('textbox', { name: 'Search' })).toHaveValue('');
  });

  it('opens with Ctrl+K even from a field, and gives the focus back to it', async () => {
    serveApi({ [searchPath('')]: found(ACTIVE) });
    renderInAppLayout(routes, '/notes');
    const note = screen.getByRole('textbox', { name: 'Note' });
    await userEvent.click(note);

    await userEvent.keyboard('{Control>}k{/Control}');
    expect(
      await screen.findByRole('dialog', { name: 'Search' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');

    await waitFor(() => expect(note).toHaveFocus());
  });
});
