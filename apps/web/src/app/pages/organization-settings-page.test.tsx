import { DRAFT_MESSAGES } from '@givecrowd/shared/organization/draft-messages';
import { SETTINGS_MESSAGES } from '@givecrowd/shared/organization/settings/settings-messages';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reviewOrganization } from '@/features/review/review.fixture';
import { setToken } from '@/lib/auth-token';
import { renderRoutes } from '@/test/render';
import { type Answer, serveApi } from '@/test/serve-api';
import { OrganizationSettingsRoutePage } from './organization-settings-page';

const organization = (overrides: object = {}) => ({
  ...reviewOrganization().organization,
  slug: 'helping-hands',
  status: 'approved',
  organization_is_tax_exemption: true,
  organization_80g_check: true,
  organization_80g_number: 'AAATH1234FF20214',
  organization_registered_at: '2020-04-01',
  organization_exemption_percentage: '50%',
  ...overrides,
});
const settings = (overrides: object = {}, pending: object | null = null): Answer => ({
  status: 200,
  body: {
    status: true,
    data: { organization: organization(overrides), pending_change_request: pending },
  },
});

function openSettings(answers: Record<string, Answer | Answer[]>) {
  setToken('owner-token');
  const calls = serveApi({
    'POST /api/auth/get-details': {
      status: 200,
      body: { status: true, token: 'fresh', data: { user: { name: 'Asha Rao' } } },
    },
    ...answers,
  });
  renderRoutes(
    [{ path: '/organizations/:slug/settings', Component: OrganizationSettingsRoutePage }],
    '/organizations/helping-hands/settings',
  );
  return calls;
}

describe('an approved organization’s settings', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('saves the site at once and sends the 80G number for review', async () => {
    const calls = openSettings({
      'GET /api/organizations/helping-hands/settings': settings(),
      'PATCH /api/organizations/helping-hands/settings': settings({
        homepage_header_title: 'Evening classes in every village',
      }),
      'POST /api/organizations/helping-hands/change-requests': {
        status: 201,
        body: { status: true, data: {} },
      },
    });
    const site = await screen.findByRole('region', { name: 'Site' });
    const title = within(site).getByRole('textbox', { name: /Home page header title/ });
    await userEvent.clear(title);
    await userEvent.paste('Evening classes in every village');
    await userEvent.click(within(site).getByRole('button', { name: 'Save site' }));
    const patch = calls.find((call) => call.method === 'PATCH');
    expect(patch?.body).toMatchObject({
      section: 'site',
      values: { homepage_header_title: 'Evening classes in every village' },
    });

    const tax = screen.getByRole('region', { name: 'Tax exemption and receipts' });
    const number = within(tax).getByRole('textbox', { name: /80G number/ });
    await userEvent.clear(number);
    await userEvent.paste('AAATH9999FF20244');
    await userEvent.click(within(tax).getByRole('button', { name: 'Send for review' }));
    const post = calls.find((call) => call.path.endsWith('/change-requests'));
    expect(post?.body).toMatchObject({
      section: 'tax_exemption',
      values: { organization_80g_number: 'AAATH9999FF20244' },
    });
  });

  it('shows a waiting change request, old beside new, holds the legal sections, and withdraws it', async () => {
    const calls = openSettings({
      'GET /api/organizations/helping-hands/settings': settings(
        {},
        {
          id: '6f1c3a52-9a1e-4a53-9d0c-1c1a2b3c4d5e',
          slug: 'helping-hands',
          organization_name: 'Helping Hands Foundation',
          section: 'tax_exemption',
          status: 'pending',
          changes: [
            { field: 'organization_80g_number', old: 'AAATH1234FF20214', new: 'AAATH9999FF20244' },
          ],
          note: '',
          created_at: '2030-01-02T09:00:00.000Z',
          decided_at: null,
        },
      ),
      'DELETE /api/organizations/helping-hands/change-requests/pending': settings(),
    });
    expect(await screen.findByText('A change request is waiting for a reviewer')).toBeVisible();
    expect(screen.getAllByText(/AAATH9999FF20244/).length).toBeGreaterThan(0);
    const tax = screen.getByRole('region', { name: 'Tax exemption and receipts' });
    expect(within(tax).getByRole('button', { name: 'Send for review' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Withdraw request' }));
    const question = await screen.findByRole('dialog', { name: 'Withdraw this change request?' });
    expect(within(question).getByRole('button', { name: 'Keep it' })).toHaveFocus();
    await userEvent.click(within(question).getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('The change request is withdrawn.')).toBeVisible();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(true);
    expect(screen.queryByText('A change request is waiting for a reviewer')).toBeNull();
    const taxAfter = screen.getByRole('region', { name: 'Tax exemption and receipts' });
    expect(within(taxAfter).getByRole('button', { name: 'Send for review' })).toBeEnabled();
  });

  it('sends a new signatory for review, and asks for the address as the country writes it', async () => {
    const calls = openSettings({
      'GET /api/organizations/helping-hands/settings': settings(),
      'GET /api/countries': {
        status: 200,
        body: { status: true, data: [{ code: 'IN', name: 'India', currency: 'INR' }] },
      },
      'POST /api/organizations/helping-hands/change-requests': {
        status: 201,
        body: { status: true, data: {} },
      },
    });
    const contact = await screen.findByRole('region', { name: 'Public contact details' });
    expect(within(contact).getByRole('textbox', { name: 'State' })).toBeVisible();
    expect(within(contact).getByRole('textbox', { name: 'PIN code' })).toBeVisible();

    const categories = screen.getByRole('region', { name: 'Categories' });
    expect(within(categories).getByText('Public at once')).toBeVisible();
    expect(within(categories).getByRole('button', { name: 'Save categories' })).toBeVisible();

    const signatory = screen.getByRole('region', { name: 'Signatory' });
    const designation = within(signatory).getByRole('textbox', { name: /Designation/ });
    await userEvent.clear(designation);
    await userEvent.paste('Managing Trustee');
    await userEvent.click(within(signatory).getByRole('button', { name: 'Send for review' }));
    const post = calls.find((call) => call.path.endsWith('/change-requests'));
    expect(post?.body).toMatchObject({
      section: 'signatory',
      values: { organization_admin_designation: 'Managing Trustee' },
    });
  });

  it('sends new bank account details for review, the number typed twice', async () => {
    const calls = openSettings({
      'GET /api/organizations/helping-hands/settings': settings({
        account_number: '123456789012',
        re_account_number: '123456789012',
        account_ifsc: 'HDFC0001234',
      }),
      'POST /api/organizations/helping-hands/change-requests': {
        status: 201,
        body: { status: true, data: {} },
      },
    });
    const accounts = await screen.findByRole('region', { name: 'Bank accounts' });
    expect(within(accounts).getByText('Checked by a reviewer')).toBeVisible();
    const number = within(accounts).getByRole('textbox', { name: /^Account number/ });
    await userEvent.clear(number);
    await userEvent.paste('0009 8765 4321');
    const reEntry = within(accounts).getByRole('textbox', { name: /Re-enter account number/ });
    await userEvent.clear(reEntry);
    await userEvent.paste('000987654321');
    expect(within(accounts).getByText('Matched')).toBeVisible();
    await userEvent.click(within(accounts).getByRole('button', { name: 'Send for review' }));
    const post = calls.find((call) => call.path.endsWith('/change-requests'));
    expect(post?.body).toMatchObject({
      section: 'bank_accounts',
      values: {
        show_domestic_account: true,
        account_number: '000987654321',
        re_account_number: '000987654321',
        account_ifsc: 'HDFC0001234',
      },
    });
  });

  it('shows the payment account outside India, with its onboarding, and no bank accounts', async () => {
    openSettings({
      'GET /api/organizations/helping-hands/settings': settings({
        country_code: 'US',
        organization_country: 'United States',
        payment_provider: 'stripe',
        stripe_account_id: 'acct_1',
        payment_onboarded: false,
      }),
      'GET /api/payments/stripe/onboarding-status?account_id=acct_1': {
        status: 200,
        body: { status: true, onboarded: false, url: 'https://connect.stripe.test/setup/acct_1' },
      },
    });
    const account = await screen.findByRole('region', { name: 'Payment account' });
    expect(await within(account).findByText('Onboarding not finished')).toBeVisible();
    expect(within(account).getByRole('link', { name: /Continue/ })).toHaveAttribute(
      'href',
      'https://connect.stripe.test/setup/acct_1',
    );
    expect(screen.queryByRole('region', { name: 'Bank accounts' })).toBeNull();
  });

  it('ends with the documents, checked by a reviewer, each with its upload', async () => {
    openSettings({
      'GET /api/organizations/helping-hands/settings': settings(),
      'GET /api/organizations/helping-hands/documents': {
        status: 200,
        body: {
          status: true,
          data: {
            documents: [],
            asked: ['registration_certificate', 'tax_exemption_80g', 'pan_card'],
            missing: ['registration_certificate', 'tax_exemption_80g', 'pan_card'],
          },
        },
      },
    });
    const documents = await screen.findByRole('region', { name: 'Documents' });
    expect(within(documents).getByText('Checked by a reviewer')).toBeInTheDocument();
    expect(
      await within(documents).findByRole('button', { name: 'Upload 80G approval' }),
    ).toBeInTheDocument();
    expect(within(documents).getAllByText('Not uploaded yet')).toHaveLength(3);
  });

  it('says settings open after approval', async () => {
    openSettings({
      'GET /api/organizations/helping-hands/settings': settings({ status: 'in_review' }),
    });
    expect(await screen.findByText(SETTINGS_MESSAGES.notApproved)).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Site' })).toBeNull();
  });

  it('shows Page not found for someone else’s organization', async () => {
    openSettings({
      'GET /api/organizations/helping-hands/settings': {
        status: 404,
        body: { status: false, message: DRAFT_MESSAGES.notFound },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeVisible();
  });
});
