import {
  EXEMPTION_NUMBER_MESSAGES,
  REGISTRATION_MESSAGES as M,
} from '@givecrowd/shared/organization/messages';
import {
  NDEP_PROGRAM,
  type RegistrationForm,
} from '@givecrowd/shared/organization/registration-form';
import {
  indiaTaxExemption,
  validIndiaNgo,
} from '@givecrowd/shared/organization/registration-form.fixtures';
import { emptyWebsiteForm } from '@givecrowd/shared/organization/website-form';
import { emptyWizardForm } from '@givecrowd/shared/organization/wizard-form';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { noPaymentState } from '@/api/get-draft.fixture';
import { readUnsavedForm, storeUnsavedForm } from '@/features/onboarding/wizard-storage';
import { setToken } from '@/lib/auth-token';
import { renderRoutes } from '@/test/render';
import { type Answer, serveApi } from '@/test/serve-api';
import { CreateOrganizationPage } from './onboarding-pages';

const routes = [{ path: '/organization/create', Component: CreateOrganizationPage }];
const country = (code: string, name: string, currency: string, calling_code: string) => ({
  code,
  name,
  currency,
  calling_code,
  featured: ['IN', 'CA', 'US', 'GB', 'SG'].includes(code),
});
const catalog: Record<string, Answer> = {
  'GET /api/countries': {
    status: 200,
    body: {
      status: true,
      data: [
        country('IN', 'India', 'INR', '91'),
        country('CA', 'Canada', 'CAD', '1'),
        country('US', 'United States', 'USD', '1'),
        country('GB', 'United Kingdom', 'GBP', '44'),
        country('SG', 'Singapore', 'SGD', '65'),
        country('DE', 'Germany', 'EUR', '49'),
      ],
    },
  },
  'GET /api/categories': {
    status: 200,
    body: { status: true, data: [{ name: 'Education', slug: 'education' }] },
  },
  'GET /api/geo': { status: 200, body: { status: true, data: { country_code: null } } },
  'POST /api/analytics/events': { status: 202, body: { status: true } },
  'GET /api/organization/receipt-number?prefix=GCDRA': {
    status: 200,
    body: {
      status: true,
      data: { prefix: 'GCDRA', unique: 42, year: 2030, next: 'GCDRA-42-2030-0001' },
    },
  },
};
const draftOf = (form: RegistrationForm, progress_page = 1) => ({
  ...emptyWebsiteForm,
  ...form,
  slug: 'helping-hands-foundation',
  status: 'draft',
  progress_page,
  version: 3,
  subdomain: null,
  site_url: null,
  site_preview_url: null,
  organization_domain_status: 'none',
  organization_domain_record: null,
  ...noPaymentState,
});

function openWizard(answers: Record<string, Answer | Answer[]> = {}) {
  setToken('a-token');
  const calls = serveApi({ ...catalog, ...answers });
  const view = renderRoutes(routes, '/organization/create');
  return { ...view, calls };
}

const button = (name: string) => screen.getByRole('button', { name });

describe('the organization wizard', () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('shows the three steps, Back disabled at step 0, and the first rule on an empty Next', async () => {
    openWizard();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Create Organization' }),
    ).toBeVisible();
    expect(document.title).toBe('Create Organization');
    for (const step of ['Registration', 'Create website', 'Verify payments']) {
      expect(screen.getByText(step)).toBeInTheDocument();
    }
    expect(button('Back')).toBeDisabled();
    await userEvent.click(button('Next'));
    expect(await screen.findByRole('alert')).toHaveTextContent(M.countryRequired);
    const countries = screen.getByRole('group', { name: 'Country' });
    expect(countries).toHaveAttribute('aria-invalid', 'true');
    expect(countries).toHaveAccessibleDescription(M.countryRequired);
  });

  it('deselects a country chosen again, and keeps the typed form in sessionStorage', async () => {
    openWizard();
    const india = await screen.findByRole('button', { name: 'India' });
    await userEvent.click(india);
    expect(india).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByRole('textbox', { name: 'PAN card number' })).toBeInTheDocument();
    await userEvent.click(india);
    expect(india).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByRole('textbox', { name: 'PAN card number' })).not.toBeInTheDocument();

    const name = screen.getByRole('textbox', { name: 'Organization name' });
    await userEvent.type(name, 'Hope & Co!');
    expect(name).toHaveValue('Hope  Co');
    expect(screen.getByText('MIN 10')).toBeInTheDocument();
    await userEvent.type(name, ' Trust');
    expect(screen.getByText('Looks Good')).toBeInTheDocument();
    const stored = readUnsavedForm(null);
    expect(stored?.organization_name).toBe('Hope  Co Trust');
  });

  it('clears the type-bound fields when the organization type changes', async () => {
    storeUnsavedForm(
      { ...emptyWizardForm, ...validIndiaNgo, organization_is_tax_exemption: true },
      null,
    );
    openWizard();
    expect(await screen.findByRole('textbox', { name: 'PAN card number' })).toHaveValue(
      'ABCDE1234F',
    );
    await userEvent.click(screen.getByRole('radio', { name: 'Company' }));
    for (const label of [
      'Registration number',
      'PAN card number',
      'Organization email',
      'Organization phone',
    ]) {
      expect(screen.getByRole('textbox', { name: label })).toHaveValue('');
    }
    expect(screen.getByRole('textbox', { name: 'Organization name' })).toHaveValue(
      validIndiaNgo.organization_name,
    );
    await userEvent.click(screen.getByRole('radio', { name: 'NGO' }));
    const tax = screen.getByRole('checkbox', { name: 'Tax exemption' });
    expect(tax).not.toBeChecked();
    await userEvent.click(tax);
    expect(await screen.findByText('42-2030-0001')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Receipt number format' }));
    expect(await screen.findByText('GCDRA-42-2030-0001')).toBeInTheDocument();
  });

  it('speaks again for a field a checkbox cleared, once that checkbox is checked again', async () => {
    storeUnsavedForm(
      { ...emptyWizardForm, ...validIndiaNgo, organization_is_tax_exemption: true },
      null,
    );
    openWizard();
    const section = await screen.findByRole('checkbox', { name: '80G' });
    await userEvent.click(section);
    await userEvent.type(screen.getByRole('textbox', { name: '80G number' }), 'A1');
    await userEvent.click(section);
    await userEvent.click(section);
    expect(screen.getByRole('textbox', { name: '80G number' })).toHaveValue('');
    expect(screen.getByText(EXEMPTION_NUMBER_MESSAGES['80g'])).toBeInTheDocument();

    const fcra = screen.getByRole('checkbox', { name: 'FCRA registered' });
    await userEvent.click(fcra);
    await userEvent.type(screen.getByRole('textbox', { name: 'FCRA number' }), '1a2');
    expect(screen.getByRole('textbox', { name: 'FCRA number' })).toHaveValue('12');
    expect(screen.getByText(M.fcraNumberInvalid)).toBeInTheDocument();
    await userEvent.click(fcra);
    await userEvent.click(fcra);
    expect(screen.getByRole('textbox', { name: 'FCRA number' })).toHaveValue('');
    expect(screen.queryByText(M.fcraNumberInvalid)).not.toBeInTheDocument();
  });

  it('asks for the phone verification before saving, then saves page 1 and moves to step 1', async () => {
    storeUnsavedForm({ ...emptyWizardForm, ...validIndiaNgo }, null);
    const { calls } = openWizard({
      'POST /api/organization/create/page/1': {
        status: 200,
        body: {
          status: true,
          data: {
            slug: 'helping-hands-foundation',
            progress_page: 1,
            organization: draftOf(validIndiaNgo),
          },
        },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(M.adminPhoneVerificationRequired);
    expect(calls.some((call) => call.path === '/api/organization/create/page/1')).toBe(false);

    localStorage.setItem('IsAdminVerified', 'true');
    localStorage.setItem('IsAdminVerifiedFor', '+919876543210|asha@helpinghands.org');
    await userEvent.type(screen.getByRole('textbox', { name: 'City' }), ' East');
    await userEvent.click(button('Next'));
    expect(await screen.findByRole('heading', { name: 'Your website' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Create website/ })).toHaveAttribute(
      'aria-current',
      'step',
    );
    const save = calls.find((call) => call.path === '/api/organization/create/page/1');
    expect(save?.body).toMatchObject({
      organization_name: validIndiaNgo.organization_name,
      organization_city: 'Pune East',
    });
    expect(save?.body).not.toHaveProperty('slug');
    expect(localStorage.getItem('organizationSlug')).toBe('helping-hands-foundation');
    expect(localStorage.getItem('progressPage')).toBe('1');
    expect(readUnsavedForm(null)).toBeNull();
  });

  it("shows the server's message in the banner when the save is refused", async () => {
    storeUnsavedForm({ ...emptyWizardForm, ...validIndiaNgo }, null);
    localStorage.setItem('IsAdminVerified', 'true');
    localStorage.setItem('IsAdminVerifiedFor', '+919876543210|asha@helpinghands.org');
    openWizard({
      'POST /api/organization/create/page/1': {
        status: 400,
        body: {
          status: false,
          message: M.adminPhoneVerificationRequired,
          errors: [
            { field: 'organization_admin_phone', message: M.adminPhoneVerificationRequired },
          ],
        },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(M.adminPhoneVerificationRequired);
    const phone = screen.getByRole('textbox', { name: 'Admin phone' });
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveAccessibleDescription(M.adminPhoneVerificationRequired);
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();

    // The browser's rules pass, so only the server knows: other edits leave the mark alone.
    await userEvent.type(screen.getByRole('textbox', { name: 'City' }), ' East');
    expect(phone).toHaveAccessibleDescription(M.adminPhoneVerificationRequired);
    // A changed phone is not the verified one: the browser's rules now fail it too.
    await userEvent.type(phone, '1');
    expect(phone).toHaveAccessibleDescription(M.adminPhoneVerificationRequired);
  });

  it('keeps a field the server refused marked until that field changes', async () => {
    storeUnsavedForm({ ...emptyWizardForm, ...validIndiaNgo }, null);
    localStorage.setItem('IsAdminVerified', 'true');
    localStorage.setItem('IsAdminVerifiedFor', '+919876543210|asha@helpinghands.org');
    openWizard({
      'POST /api/organization/create/page/1': {
        status: 400,
        body: {
          status: false,
          message: M.emailInvalid,
          errors: [{ field: 'organization_email', message: M.emailInvalid }],
        },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
    const email = screen.getByRole('textbox', { name: 'Organization email' });
    await waitFor(() => expect(email).toHaveAccessibleDescription(M.emailInvalid));
    await userEvent.type(screen.getByRole('textbox', { name: 'City' }), ' East');
    expect(email).toHaveAccessibleDescription(M.emailInvalid);
    await userEvent.clear(email);
    await userEvent.type(email, 'hello@helpinghands.org');
    expect(email).not.toHaveAttribute('aria-invalid');
  });

  it('shows the message at its field as well, and keeps it there after the banner has gone', async () => {
    storeUnsavedForm({ ...emptyWizardForm, ...validIndiaNgo, organization_name: '' }, null);
    openWizard();
    const name = await screen.findByRole('textbox', { name: 'Organization name' });
    await userEvent.type(name, 'Helping');
    expect(name).toHaveAccessibleDescription(M.nameTooShort);
    // The field is a polite live region, so the text appearing under it is spoken.
    expect(name.closest('[aria-live]')).toHaveAttribute('aria-live', 'polite');

    await userEvent.click(button('Next'));
    expect(await screen.findByRole('alert')).toHaveTextContent(M.nameTooShort);
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription(M.nameTooShort);
    // The banner speaks Next's message; the field does not say it a second time.
    expect(name.closest('[aria-live]')).toBeNull();
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument(), {
      timeout: 3500,
    });
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription(M.nameTooShort);

    await userEvent.type(name, ' Hands');
    expect(name).not.toHaveAttribute('aria-invalid');
    expect(name).not.toHaveAccessibleDescription();
  }, 10_000);

  it('keeps a mark until the field passes its rule, whatever else changes', async () => {
    storeUnsavedForm(
      { ...emptyWizardForm, ...validIndiaNgo, organization_pan_card_number: '' },
      null,
    );
    openWizard();
    await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
    const pan = screen.getByRole('textbox', { name: 'PAN card number' });
    expect(pan).toHaveAccessibleDescription(M.panRequired);

    await userEvent.type(screen.getByRole('textbox', { name: 'City' }), ' East');
    expect(pan).toHaveAccessibleDescription(M.panRequired);
    // Typed, but still failing: the field's rule now says what is wrong, and says it aloud.
    await userEvent.type(pan, 'abcde');
    expect(pan).toHaveAttribute('aria-invalid', 'true');
    expect(pan).toHaveAccessibleDescription(M.panInvalid);
    expect(pan.closest('[aria-live]')).toHaveAttribute('aria-live', 'polite');
    await userEvent.type(pan, '1234f');
    expect(pan).not.toHaveAttribute('aria-invalid');
    expect(pan).not.toHaveAccessibleDescription();
  });

  it("keeps Next's message while that rule fails; another failing rule speaks in its inline words", async () => {
    storeUnsavedForm({ ...emptyWizardForm, ...validIndiaNgo, organization_email: '' }, null);
    openWizard();
    await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
    const email = screen.getByRole('textbox', { name: 'Organization email' });
    expect(email).toHaveAccessibleDescription(M.emailRequired);
    await userEvent.type(email, 'contact@');
    expect(email).toHaveAccessibleDescription(M.emailFormat);

    await userEvent.click(button('Next'));
    expect(email).toHaveAccessibleDescription(M.emailInvalid);
    await userEvent.type(email, 'helping');
    expect(email).toHaveAccessibleDescription(M.emailInvalid);
    await userEvent.type(email, 'hands.org');
    expect(email).not.toHaveAttribute('aria-invalid');
  });

  it.each<[string, Partial<RegistrationForm>, string]>([
    ['organization type', { organization_type: '' }, M.organizationTypeRequired],
    ['registered type', { organization_registered_type: '' }, M.ngoRegisteredTypeRequired],
    ['categories', { organization_categories: [] }, M.categoryRequired],
    ['PAN', { organization_pan_card_number: '' }, M.panRequired],
    [
      'tax exemption sections',
      { organization_is_tax_exemption: true },
      M.exemptionCertificateRequired,
    ],
    [
      'exemption percentage',
      { ...indiaTaxExemption, organization_exemption_percentage: '' },
      M.exemptionPercentageRequired,
    ],
    ['terms', { first_page_terms: false }, M.termsRequired],
    [
      'grant consent',
      { is_grant_program: true, organization_program: NDEP_PROGRAM },
      M.grantConsentRequired,
    ],
  ])(
    'shows the %s message at its field, described and marked invalid',
    async (_, change, message) => {
      storeUnsavedForm({ ...emptyWizardForm, ...validIndiaNgo, ...change }, null);
      localStorage.setItem('IsAdminVerified', 'true');
      localStorage.setItem('IsAdminVerifiedFor', '+919876543210|asha@helpinghands.org');
      openWizard();
      await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(message);
      const [marked] = screen
        .getAllByText(message)
        .filter((element) => !element.closest('[role="alert"]'));
      const described = document.querySelector(`[aria-describedby~="${marked?.id}"]`);
      expect(described).toHaveAccessibleDescription(message);
      if (described?.getAttribute('role') !== 'radiogroup') {
        expect(described).toHaveAttribute('aria-invalid', 'true');
      }
    },
  );

  it('clears the terms message once the box is checked', async () => {
    storeUnsavedForm({ ...emptyWizardForm, ...validIndiaNgo, first_page_terms: false }, null);
    localStorage.setItem('IsAdminVerified', 'true');
    localStorage.setItem('IsAdminVerifiedFor', '+919876543210|asha@helpinghands.org');
    openWizard();
    await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
    const terms = screen.getByRole('checkbox', { name: 'I agree to the terms of use' });
    expect(terms).toHaveAttribute('aria-invalid', 'true');
    expect(terms).toHaveAccessibleDescription(M.termsRequired);
    await userEvent.click(terms);
    expect(terms).not.toHaveAttribute('aria-invalid');
    expect(terms).not.toHaveAccessibleDescription();
  });

  it('puts the step labels under their numbers on a phone, so the stepper fits 390 px', async () => {
    const matchMedia = window.matchMedia;
    vi.stubGlobal('matchMedia', (query: string) => ({
      ...matchMedia(query),
      matches: query === '(max-width: 36em)',
    }));
    openWizard();
    const registration = await screen.findByRole('button', { name: /Registration/ });
    await waitFor(() => expect(registration).toHaveAttribute('data-label-position', 'bottom'));
  });

  it('shows Submit instead of Next on step 2, and Back returns to step 1', async () => {
    localStorage.setItem('organizationSlug', 'helping-hands-foundation');
    localStorage.setItem('progressPage', '2');
    openWizard({
      'GET /api/organization/create/helping-hands-foundation': {
        status: 200,
        body: { status: true, data: { organization: draftOf(validIndiaNgo, 2) } },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Accounts and payment' })).toBeVisible();
    expect(screen.getByRole('button', { name: /Verify payments/ })).toHaveAttribute(
      'aria-current',
      'step',
    );
    expect(button('Submit')).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();

    await userEvent.click(button('Back'));
    expect(screen.getByRole('button', { name: /Create website/ })).toHaveAttribute(
      'aria-current',
      'step',
    );
    expect(button('Next')).toBeEnabled();
    expect(button('Back')).toBeEnabled();
  });

  it('says once that a draft cannot be loaded, though the unsaved form shows fields that read it', async () => {
    storeUnsavedForm(
      {
        ...emptyWizardForm,
        ...validIndiaNgo,
        is_grant_program: true,
        organization_program: NDEP_PROGRAM,
      },
      'gone',
    );
    localStorage.setItem('organizationSlug', 'gone');
    localStorage.setItem('progressPage', '0');
    const { calls } = openWizard({
      'GET /api/organization/create/gone': {
        status: 404,
        body: { status: false, message: 'Organization not found.' },
      },
    });
    expect(await screen.findByText('We could not load your saved draft')).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(calls.filter((call) => call.path === '/api/organization/create/gone')).toHaveLength(1);
    expect(screen.getByText('We could not load your saved draft')).toBeVisible();
  });

  it('restores the saved step, reloads the draft by slug, and records Back', async () => {
    localStorage.setItem('organizationSlug', 'helping-hands-foundation');
    localStorage.setItem('progressPage', '1');
    const { calls } = openWizard({
      'GET /api/organization/create/helping-hands-foundation': {
        status: 200,
        body: { status: true, data: { organization: draftOf(validIndiaNgo) } },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Your website' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Create website/ })).toHaveAttribute(
      'aria-current',
      'step',
    );
    expect(screen.getByRole('button', { name: /Registration/ })).toHaveAccessibleName(
      'Registration, saved',
    );
    await userEvent.click(button('Back'));
    expect(await screen.findByRole('textbox', { name: 'Organization name' })).toHaveValue(
      validIndiaNgo.organization_name,
    );
    // Page 1 is saved: Registration keeps its check mark while it is the current step again.
    const registration = screen.getByRole('button', { name: /Registration/ });
    expect(registration).toHaveAttribute('aria-current', 'step');
    expect(registration).toHaveAccessibleName('Registration, saved');
    expect(within(registration).queryByText('1')).not.toBeInTheDocument();
    const createWebsite = screen.getByRole('button', { name: /Create website/ });
    expect(within(createWebsite).getByText('2')).toBeInTheDocument();
    expect(createWebsite).not.toHaveAccessibleName(/saved/);
    const event = calls.find((call) => call.path === '/api/analytics/events');
    expect(event?.body).toEqual({ name: 'Back Button Clicked', props: { step: 1 } });
    expect(event?.authorization).toBe('Bearer a-token');
  });

  it('keeps what a tab typed for a new organization out of a saved draft it opens', async () => {
    storeUnsavedForm(
      { ...emptyWizardForm, ...validIndiaNgo, organization_name: 'Another Trust Typed Here' },
      null,
    );
    localStorage.setItem('organizationSlug', 'helping-hands-foundation');
    localStorage.setItem('progressPage', '1');
    openWizard({
      'GET /api/organization/create/helping-hands-foundation': {
        status: 200,
        body: { status: true, data: { organization: draftOf(validIndiaNgo) } },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Your website' })).toBeInTheDocument();
    await userEvent.click(button('Back'));
    expect(await screen.findByRole('textbox', { name: 'Organization name' })).toHaveValue(
      validIndiaNgo.organization_name,
    );
  });

  it('waits for the country list before sending the signatory phone a code', async () => {
    storeUnsavedForm({ ...emptyWizardForm, ...validIndiaNgo }, null);
    let arrive = () => {};
    const countries = catalog['GET /api/countries'] as Answer;
    const { calls } = openWizard({
      'GET /api/countries': { ...countries, until: new Promise((resolve) => (arrive = resolve)) },
      'POST /api/organization/send-otp': {
        status: 200,
        body: { status: true, message: 'We have sent a 4-character code to your phone.' },
      },
    });
    const verify = await screen.findByRole('button', { name: 'Verify phone' });
    expect(verify).toBeDisabled();
    arrive();
    await waitFor(() => expect(verify).toBeEnabled());
    await userEvent.click(verify);
    expect(await screen.findByRole('dialog', { name: 'Verify phone number' })).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/api/organization/send-otp')?.body).toEqual({
      phone: '+919876543210',
      email: 'asha@helpinghands.org',
    });
  });

  it('verifies the signatory phone with the code dialog, then closes it after 2 s', async () => {
    storeUnsavedForm({ ...emptyWizardForm, ...validIndiaNgo }, null);
    const { calls } = openWizard({
      'POST /api/organization/send-otp': {
        status: 200,
        body: { status: true, message: 'We have sent a 4-character code to your phone.' },
      },
      'POST /api/auth/partner-otp-verify': [
        { status: 400, body: { status: 'failed', message: 'That code is not right.' } },
        { status: 200, body: { status: 'success', message: 'Phone number verified.' } },
      ],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
    expect(screen.getByRole('textbox', { name: 'Admin phone' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Verify phone' }));
    const dialog = await screen.findByRole('dialog', { name: 'Verify phone number' });
    expect(calls.find((call) => call.path === '/api/organization/send-otp')?.body).toEqual({
      phone: '+919876543210',
      email: 'asha@helpinghands.org',
    });
    expect(within(dialog).getByText(/Resend code in (60|59) s/)).toBeInTheDocument();

    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Code character 1 of 4' }),
      'abcd',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(await within(dialog).findByText(/Verification Failed/)).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(await within(dialog).findByText('Phone number verified.')).toBeInTheDocument();
    expect(calls.at(-1)?.body).toEqual({
      phone: '+919876543210',
      email: 'asha@helpinghands.org',
      otp: 'ABCD',
    });
    expect(localStorage.getItem('IsAdminVerified')).toBe('true');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), {
      timeout: 3500,
    });
    expect(await screen.findByText('phone number verified')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Admin phone' })).not.toHaveAttribute(
      'aria-invalid',
    );
    expect(screen.queryByRole('button', { name: 'Verify phone' })).not.toBeInTheDocument();
  });
});
