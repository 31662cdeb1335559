import { CAMPAIGN_MESSAGES as M } from '@givecrowd/shared/campaigns/campaign-messages';
import { REGISTRATION_MESSAGES } from '@givecrowd/shared/organization/messages';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '@/lib/auth-token';
import { FakeXhr } from '@/test/fake-xhr';
import { renderRoutes } from '@/test/render';
import { type Answer, serveApi } from '@/test/serve-api';
import { lampsCampaign, myOrganization } from './campaign.fixture';
import { CreateCampaignPage, CreateEventPage } from './create-campaign-page';

const realXhr = globalThis.XMLHttpRequest;
const realCreateObjectUrl = URL.createObjectURL;

// jsdom has no layout; ProseMirror measures ranges when it scrolls the selection into view.
Range.prototype.getClientRects = () =>
  ({
    length: 0,
    item: () => null,
    [Symbol.iterator]: [][Symbol.iterator],
  }) as unknown as DOMRectList;
Range.prototype.getBoundingClientRect = () => new DOMRect();

beforeEach(() => {
  FakeXhr.install();
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  setToken('a-token');
});

afterEach(() => {
  vi.unstubAllGlobals();
  globalThis.XMLHttpRequest = realXhr;
  URL.createObjectURL = realCreateObjectUrl;
});

const organizations = [
  myOrganization({ _id: 'org-draft', organization_name: 'Unfinished Trust', status: 'draft' }),
  myOrganization({ _id: 'org-1', organization_name: 'Seva Trust' }),
  myOrganization({ _id: 'org-2', slug: 'river-trust', organization_name: 'River Trust' }),
];

const routes = [
  { path: '/campaign/create', Component: CreateCampaignPage },
  { path: '/event/create', Component: CreateEventPage },
  { path: '/campaign/:slug', element: <p>The new campaign’s page</p> },
];

function openForm(path: string, answers: Record<string, Answer> = {}) {
  const calls = serveApi({
    'GET /api/organizations/mine': { status: 200, body: { status: true, data: organizations } },
    'GET /api/categories': {
      status: 200,
      body: {
        status: true,
        data: [
          { name: 'Education', slug: 'education' },
          { name: 'Healthcare', slug: 'healthcare' },
        ],
      },
    },
    ...answers,
  });
  const view = renderRoutes(routes, path);
  return { calls, ...view };
}

const submit = (name = 'Create campaign') => userEvent.click(screen.getByRole('button', { name }));

async function pickOption(label: string, option: string) {
  await userEvent.click(await screen.findByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

/** Fills every field but the organization, as a person would: typing, picking, uploading. */
/** An end date a year or two ahead: within the 5 years a campaign may run. */
const END_DATE = `${new Date().getFullYear() + 2}-04-30`;

async function fillForm({ dateLabel = 'End date', imageLabel = 'Campaign image' } = {}) {
  await userEvent.type(
    screen.getByRole('textbox', { name: /^Title/ }),
    'Solar lamps for night school',
  );
  await pickOption('Category', 'Education');
  await userEvent.type(screen.getByRole('textbox', { name: /^Goal/ }), '1,00,000');
  const date = screen.getByLabelText(new RegExp(`^${dateLabel}`));
  await userEvent.type(date, END_DATE);
  const area = screen.getByRole('group', { name: imageLabel });
  const input = area.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('the upload area has no file input');
  await userEvent.upload(
    input,
    new File([new Uint8Array([0x89, 0x50])], 'lamps.png', { type: 'image/png' }),
  );
  await act(async () =>
    FakeXhr.last().respond(200, { status: true, originalKey: 'campaign-assets/lamps.png' }),
  );
  // ProseMirror reads clicks by their position, which jsdom cannot give: focus it, then paste.
  const story = await screen.findByRole('textbox', { name: 'Story' });
  act(() => story.focus());
  await userEvent.paste('Forty evening classes need light.');
}

describe('CreateCampaignPage', () => {
  it('offers only organizations that may have campaigns, preselecting the one asked for', async () => {
    openForm('/campaign/create?organization=org-2');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Create campaign' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Create campaign');
    const picker = await screen.findByRole('combobox', { name: 'Organization' });
    expect(picker).toHaveValue('River Trust');
    await userEvent.click(picker);
    const listbox = await screen.findByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Seva Trust', 'River Trust']);
  });

  it('names the first failing rule in the banner, marks every field and sends nothing', async () => {
    const { calls } = openForm('/campaign/create');
    await screen.findByRole('combobox', { name: 'Organization' });
    await submit();
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toContain(M.organizationRequired);
    expect(screen.getByRole('combobox', { name: 'Organization' })).toHaveAccessibleDescription(
      M.organizationRequired,
    );
    expect(screen.getByRole('textbox', { name: /^Title/ })).toHaveAccessibleDescription(
      expect.stringContaining(M.titleRequired),
    );
    expect(screen.getByText(REGISTRATION_MESSAGES.categoryRequired)).toBeInTheDocument();
    expect(screen.getByText(M.imageRequired)).toBeInTheDocument();
    expect(await screen.findByText(M.storyRequired)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Organization' })).toHaveFocus(),
    );
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('clears a mark once its field passes', async () => {
    openForm('/campaign/create?organization=org-1');
    await screen.findByRole('combobox', { name: 'Organization' });
    await submit();
    const title = screen.getByRole('textbox', { name: /^Title/ });
    expect(title).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(title, 'Too short');
    expect(title).toHaveAccessibleDescription(expect.stringContaining(M.titleLength));
    await userEvent.type(title, ' no more');
    expect(title).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('creates the campaign, then opens its page', async () => {
    const { calls, router } = openForm('/campaign/create?organization=org-1', {
      'POST /api/campaigns': { status: 201, body: { status: true, data: lampsCampaign } },
    });
    await screen.findByRole('combobox', { name: 'Organization' });
    await fillForm();
    await submit();
    expect(await screen.findByText('The new campaign’s page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/campaign/solar-lamps-for-night-school');
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.path).toBe('/api/campaigns');
    expect(post?.authorization).toBe('Bearer a-token');
    expect(post?.body).toEqual({
      organization: 'org-1',
      kind: 'campaign',
      title: 'Solar lamps for night school',
      category: 'Education',
      goal: '1,00,000',
      end_date: END_DATE,
      image: 'campaign-assets/lamps.png',
      story: '<p>Forty evening classes need light.</p>',
      today: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
  });

  it('shows what the server refused in the banner and under its field', async () => {
    openForm('/campaign/create?organization=org-1', {
      'POST /api/campaigns': {
        status: 400,
        body: {
          status: false,
          message: M.imageNotYours,
          errors: [{ field: 'image', message: M.imageNotYours }],
        },
      },
    });
    await screen.findByRole('combobox', { name: 'Organization' });
    await fillForm();
    await submit();
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toContain(M.imageNotYours);
    expect(screen.getAllByText(M.imageNotYours).length).toBeGreaterThanOrEqual(2);
  });

  it('points to creating an organization when none may have campaigns', async () => {
    serveApi({
      'GET /api/organizations/mine': {
        status: 200,
        body: { status: true, data: [myOrganization({ status: 'draft' })] },
      },
    });
    renderRoutes(routes, '/campaign/create');
    expect(
      await screen.findByRole('heading', {
        level: 2,
        name: 'No organization can have campaigns yet',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create organization' })).toHaveAttribute(
      'href',
      '/organization/create',
    );
    expect(screen.queryByRole('combobox', { name: 'Organization' })).toBeNull();
  });
});

describe('CreateEventPage', () => {
  it('asks for the event’s date and creates an event', async () => {
    const { calls } = openForm('/event/create', {
      'POST /api/campaigns': {
        status: 201,
        body: { status: true, data: { ...lampsCampaign, kind: 'event' } },
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Create event' }),
    ).toBeInTheDocument();
    await pickOption('Organization', 'Seva Trust');
    await fillForm({ dateLabel: 'Event date', imageLabel: 'Event image' });
    await submit('Create event');
    await screen.findByText('The new campaign’s page');
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      organization: 'org-1',
      kind: 'event',
      end_date: END_DATE,
    });
  });
});
