import { REVIEW_MESSAGES } from '@givecrowd/shared/review/review-messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queueItem, reviewOrganization } from '@/features/review/review.fixture';
import { setToken } from '@/lib/auth-token';
import { renderRoutes } from '@/test/render';
import { type Answer, serveApi } from '@/test/serve-api';
import { ReviewOrganizationPage } from './review-organization-page';
import { ReviewQueuePage } from './review-queue-page';

const routes = [
  { path: '/admin/organizations', Component: ReviewQueuePage },
  { path: '/admin/organizations/:slug', Component: ReviewOrganizationPage },
];
const ok = (data: unknown): Answer => ({ status: 200, body: { status: true, data } });
const notFound: Answer = { status: 404, body: { status: false, message: 'Route not found' } };
const countries = ok([
  { code: 'IN', name: 'India', currency: 'INR', calling_code: '91', featured: true },
  { code: 'US', name: 'United States', currency: 'USD', calling_code: '1', featured: true },
]);
const ORGANIZATION_PATH = '/api/admin/organizations/helping-hands-foundation';

/** Types into a field as a paste: the picker's many fields make typing key by key slow. */
async function enter(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

function open(path: string, answers: Record<string, Answer | Answer[]>) {
  const calls = serveApi({ 'GET /api/countries': countries, ...answers });
  return { calls, ...renderRoutes(routes, path) };
}

describe('the review queue', () => {
  beforeEach(() => setToken('reviewer-token'));
  afterEach(() => vi.unstubAllGlobals());

  it('lists the waiting organizations with their country, type, program, status and wait', async () => {
    open('/admin/organizations', {
      'GET /api/admin/organizations': ok([
        queueItem(),
        queueItem({
          slug: 'bright-futures',
          organization_name: 'Bright Futures',
          country_code: 'US',
          organization_type: 'company',
          is_grant_program: true,
          grant_status: 'applied',
          status: 'resubmitted',
          waiting_days: 1,
        }),
      ]),
    });
    expect(await screen.findByText('2 organizations waiting')).toBeInTheDocument();
    const table = screen.getByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'OrganizationCountryTypeProgram / grantStatusWaiting',
      'Helping Hands FoundationIndiaNGONo grant programSubmitted12 days',
      'Bright FuturesUnited StatesCompanyGrant applied, waiting for a decisionResubmitted1 day',
    ]);
    expect(within(table).getByRole('link', { name: 'Bright Futures' })).toHaveAttribute(
      'href',
      '/admin/organizations/bright-futures',
    );
    // The same organizations as cards, for narrow screens.
    const cards = screen.getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(within(cards[0] as HTMLElement).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Helping Hands Foundation',
    );
  });

  it('keeps the filters in the address and asks the queue with them', async () => {
    const { calls, router } = open('/admin/organizations?type=ngo', {
      'GET /api/admin/organizations?type=ngo': ok([queueItem()]),
      'GET /api/admin/organizations?type=ngo&min_age_days=30': ok([]),
    });
    expect(await screen.findByText('1 organization waiting')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveValue('ngo');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Waiting' }), '30');
    expect(router.state.location.search).toBe('?type=ngo&min_age_days=30');
    expect(
      await screen.findByRole('heading', { name: 'No waiting organization matches these filters' }),
    ).toBeInTheDocument();
    expect(calls.map((call) => call.path)).toContain(
      '/api/admin/organizations?type=ngo&min_age_days=30',
    );
    expect(calls.every((call) => call.authorization === 'Bearer reviewer-token')).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(router.state.location.search).toBe('');
  });

  it('says so when nobody is waiting', async () => {
    open('/admin/organizations', { 'GET /api/admin/organizations': ok([]) });
    expect(
      await screen.findByRole('heading', { name: 'No organization is waiting for review' }),
    ).toBeInTheDocument();
  });

  it('shows "Page not found" to anyone the server does not know as a reviewer', async () => {
    open('/admin/organizations', { 'GET /api/admin/organizations': notFound });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});

describe('the review page', { timeout: 20_000 }, () => {
  beforeEach(() => setToken('reviewer-token'));
  afterEach(() => vi.unstubAllGlobals());

  it('shows every field by step, the masked account, its files, the payments and the history', async () => {
    open('/admin/organizations/helping-hands-foundation', {
      [`GET ${ORGANIZATION_PATH}`]: ok(
        reviewOrganization({
          agreement: {
            link: 'https://example.org/agreement.pdf',
            signer_name: 'Asha Rao',
            signed_at: '2030-01-01T08:00:00.000Z',
            sha256: 'ab'.repeat(32),
            hash_matches: false,
          },
          expiries: [{ document: 'tax_exemption', expires_on: '2030-03-03', days_left: 60 }],
        }),
      ),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Helping Hands Foundation' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Review: Helping Hands Foundation');
    const registration = screen.getByRole('region', { name: 'Registration' });
    expect(within(registration).getByText('Organization name')).toBeInTheDocument();
    expect(within(registration).getAllByText('Helping Hands Foundation')).not.toHaveLength(0);
    const payments = screen.getByRole('region', { name: 'Verify payments' });
    expect(within(payments).getAllByText('••••••••9012')).not.toHaveLength(0);
    expect(within(payments).getByRole('link', { name: 'Open Cancelled cheque' })).toHaveAttribute(
      'href',
      '/api/private/cheque?signature=abc',
    );
    expect(screen.getByText('Hash does not match')).toBeInTheDocument();
    expect(screen.getByText(/Starter, INR 2999/)).toBeInTheDocument();
    expect(screen.getByText(/60 days left/)).toBeInTheDocument();
    const history = screen.getByRole('list', { name: 'History' });
    expect(within(history).getByText(REVIEW_MESSAGES.submittedNote)).toBeInTheDocument();
    // The moves possible now: a submitted organization is decided at once or taken into review.
    for (const name of ['Start review', 'Ask for information', 'Approve', 'Reject']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
  });

  it('lists only what the wizard asked of the organization’s country and type', async () => {
    open('/admin/organizations/helping-hands-foundation', {
      [`GET ${ORGANIZATION_PATH}`]: ok(
        reviewOrganization({}, { country_code: 'US', organization_country: 'United States' }),
      ),
    });
    const registration = await screen.findByRole('region', { name: 'Registration' });
    expect(within(registration).getByText('Organization email')).toBeInTheDocument();
    for (const india of [/80G/, /FCRA/, /PAN card number/]) {
      expect(within(registration).queryByText(india)).toBeNull();
    }
    expect(screen.queryByText(/IFSC/)).toBeNull();
    expect(screen.getByText('Not finished')).toBeInTheDocument();
  });

  it('shows a resubmission’s changes: each field asked about, when asked and now', async () => {
    open('/admin/organizations/helping-hands-foundation', {
      [`GET ${ORGANIZATION_PATH}`]: ok(
        reviewOrganization(
          {
            changes_since_request: [
              {
                field: 'organization_admin_designation',
                note: 'Please give the designation.',
                old: '',
                new: 'Managing Trustee',
              },
              { field: 'organization_city', note: 'Is it Pune?', old: 'Pune', new: 'Pune' },
            ],
          },
          { status: 'resubmitted' },
        ),
      ),
    });
    const changes = await screen.findByRole('region', { name: 'What changed since the request' });
    expect(
      within(changes).getByText(
        '1 of the fields asked about was changed. Each is shown as it was when asked and as it is now.',
      ),
    ).toBeInTheDocument();
    expect(within(changes).getAllByText('Managing Trustee').length).toBeGreaterThan(0);
    expect(within(changes).getAllByText('When asked').length).toBeGreaterThan(0);
  });

  it('says an Indian organization needs no provider onboarding', async () => {
    open('/admin/organizations/helping-hands-foundation', {
      [`GET ${ORGANIZATION_PATH}`]: ok(reviewOrganization()),
    });
    expect(
      await screen.findByText('Not needed in India: gifts are paid out to the bank accounts below'),
    ).toBeInTheDocument();
    expect(screen.getAllByText(/IFSC/).length).toBeGreaterThan(0);
  });

  it('approves in one dialog, the note optional; a rejection needs one', async () => {
    const { calls } = open('/admin/organizations/helping-hands-foundation', {
      [`GET ${ORGANIZATION_PATH}`]: ok(reviewOrganization()),
      [`POST ${ORGANIZATION_PATH}/status`]: ok(reviewOrganization({}, { status: 'approved' })),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    const rejecting = await screen.findByRole('dialog', { name: 'Reject' });
    await userEvent.click(within(rejecting).getByRole('button', { name: 'Reject' }));
    expect(within(rejecting).getByText(REVIEW_MESSAGES.noteRequired)).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    await userEvent.click(within(rejecting).getByRole('button', { name: 'Cancel' }));

    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    const approving = await screen.findByRole('dialog', { name: 'Approve' });
    const note = within(approving).getByRole('textbox', { name: /^Note to the organization/ });
    expect(note).not.toBeRequired();
    await userEvent.click(within(approving).getByRole('button', { name: 'Approve' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Status: Approved' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('The organization is now: Approved.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      from: 'submitted',
      to: 'approved',
      note: '',
      fields: [],
    });
  });

  it('asks for information on fields found by search, each with its note', async () => {
    const { calls } = open('/admin/organizations/helping-hands-foundation', {
      [`GET ${ORGANIZATION_PATH}`]: ok(reviewOrganization({}, { status: 'in_review' })),
      [`POST ${ORGANIZATION_PATH}/status`]: ok(
        reviewOrganization(
          { requested_fields: [{ field: 'organization_city', note: 'Which city?' }] },
          { status: 'needs_information' },
        ),
      ),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Ask for information' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ask for information' });
    await enter(
      within(dialog).getByRole('textbox', { name: /^Note to the organization/ }),
      'One fix.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ask for information' }));
    expect(within(dialog).getByText(REVIEW_MESSAGES.fieldsRequired)).toBeInTheDocument();

    await enter(within(dialog).getByRole('textbox', { name: 'Search fields' }), 'city');
    // Only the matching fields, grouped by the step that holds them.
    expect(within(dialog).getByRole('group', { name: 'Registration' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('group', { name: 'Create website' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: 'Bank city' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('checkbox', { name: 'Organization name' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'City' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ask for information' }));
    const fieldNote = within(dialog).getByRole('textbox', { name: /^Note for City/ });
    expect(fieldNote).toHaveAccessibleDescription(new RegExp(REVIEW_MESSAGES.fieldNoteRequired));

    await enter(fieldNote, 'Which city?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ask for information' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Status: Needs information' }),
    ).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      from: 'in_review',
      to: 'needs_information',
      note: 'One fix.',
      fields: [{ field: 'organization_city', note: 'Which city?' }],
    });
    expect(screen.getByText("Reviewer's note: Which city?")).toBeInTheDocument();
  });

  it('shows the documents with Open links in a new tab, and the asked ones missing', async () => {
    open('/admin/organizations/helping-hands-foundation', {
      [`GET ${ORGANIZATION_PATH}`]: ok(reviewOrganization()),
    });
    const documents = await screen.findByRole('region', { name: 'Documents' });
    expect(within(documents).getByText('Founding document')).toBeInTheDocument();
    expect(within(documents).getByText('registration-certificate.pdf')).toBeInTheDocument();
    expect(within(documents).getByText(/240 kB, uploaded on/i)).toBeInTheDocument();
    const link = within(documents).getByRole('link', {
      name: 'Open Founding document (opens in a new tab)',
    });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('href')).toMatch(
      /^\/upload-service\/private\/organization-documents\//,
    );
    expect(within(documents).getByText('PAN card')).toBeInTheDocument();
    expect(within(documents).getByText('Not uploaded')).toBeInTheDocument();
  });

  it('asks for a missing document through the field picker', async () => {
    const { calls } = open('/admin/organizations/helping-hands-foundation', {
      [`GET ${ORGANIZATION_PATH}`]: ok(reviewOrganization({}, { status: 'in_review' })),
      [`POST ${ORGANIZATION_PATH}/status`]: ok(
        reviewOrganization(
          { requested_fields: [{ field: 'document:pan_card', note: 'Please add it.' }] },
          { status: 'needs_information' },
        ),
      ),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Ask for information' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ask for information' });
    await enter(
      within(dialog).getByRole('textbox', { name: /^Note to the organization/ }),
      'One document.',
    );
    await enter(within(dialog).getByRole('textbox', { name: 'Search fields' }), 'document');
    // The documents asked of an Indian NGO, none of a US one.
    expect(
      within(dialog).queryByRole('checkbox', { name: 'Document: IRS determination letter' }),
    ).toBeNull();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Document: PAN card' }));
    await enter(
      within(dialog).getByRole('textbox', { name: /^Note for Document: PAN card/ }),
      'Please add it.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ask for information' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Status: Needs information' }),
    ).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      fields: [{ field: 'document:pan_card', note: 'Please add it.' }],
    });
  });

  it("shows the server's refusal in the dialog", async () => {
    open('/admin/organizations/helping-hands-foundation', {
      [`GET ${ORGANIZATION_PATH}`]: ok(reviewOrganization()),
      [`POST ${ORGANIZATION_PATH}/status`]: {
        status: 409,
        body: { status: false, message: REVIEW_MESSAGES.staleStatus },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Start review' }));
    const dialog = await screen.findByRole('dialog', { name: 'Start review' });
    await enter(
      within(dialog).getByRole('textbox', { name: /^Note to the organization/ }),
      'Checking.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start review' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(REVIEW_MESSAGES.staleStatus);
  });

  it('decides a grant application with a note', async () => {
    const { calls } = open('/admin/organizations/helping-hands-foundation', {
      [`GET ${ORGANIZATION_PATH}`]: ok(
        reviewOrganization({ grant_status: 'applied' }, { is_grant_program: true }),
      ),
      [`POST ${ORGANIZATION_PATH}/grant`]: ok(
        reviewOrganization({ grant_status: 'approved' }, { is_grant_program: true }),
      ),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Approve grant' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve grant' });
    await enter(
      within(dialog).getByRole('textbox', { name: /^Note to the organization/ }),
      'Welcome to the program.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve grant' }));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Approve grant' })).not.toBeInTheDocument(),
    );
    expect(screen.getAllByText('Grant approved').length).toBeGreaterThan(0);
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      decision: 'approved',
      note: 'Welcome to the program.',
    });
  });

  it('shows "Page not found" for a slug the server does not show this person', async () => {
    open('/admin/organizations/helping-hands-foundation', {
      [`GET ${ORGANIZATION_PATH}`]: notFound,
    });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});
