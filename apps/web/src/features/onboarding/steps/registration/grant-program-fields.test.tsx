import { AGREEMENT_VERSION } from '@givecrowd/shared/agreement/agreement-text';
import { REGISTRATION_MESSAGES as M } from '@givecrowd/shared/organization/messages';
import { NDEP_PROGRAM } from '@givecrowd/shared/organization/registration-form';
import { validIndiaNgo } from '@givecrowd/shared/organization/registration-form.fixtures';
import { emptyWebsiteForm } from '@givecrowd/shared/organization/website-form';
import { emptyWizardForm } from '@givecrowd/shared/organization/wizard-form';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { noPaymentState } from '@/api/get-draft.fixture';
import { drawStroke, stubCanvas } from '@/components/partner-agreement/signature-canvas.fixture';
import { CreateOrganizationPage } from '@/features/onboarding/components/onboarding-pages';
import { storeUnsavedForm } from '@/features/onboarding/wizard-storage';
import { setToken } from '@/lib/auth-token';
import { FakeXhr } from '@/test/fake-xhr';
import { renderRoutes } from '@/test/render';
import { type Answer, serveApi } from '@/test/serve-api';

const SLUG = 'helping-hands-foundation';
const AGREEMENT_LINK = 'http://localhost:3000/agreement/verify?document_id=GC-7f3k2m9q';
const ndep = {
  ...validIndiaNgo,
  is_grant_program: true,
  organization_program: NDEP_PROGRAM as typeof validIndiaNgo.organization_program,
};
const SIGNED = {
  status: true,
  link: 'http://localhost:3000/upload-service/private/signed-agreements/x.pdf?sig=1',
  document_id: 'GC-7f3k2m9q',
  version: AGREEMENT_VERSION,
  agreement_link: AGREEMENT_LINK,
};
const RECORD = {
  document_id: 'GC-7f3k2m9q',
  version: AGREEMENT_VERSION,
  organization_name: 'Helping Hands Foundation',
  signer_name: 'Asha Rao',
  signed_at: '2030-11-22T10:00:00.000Z',
  sha256: 'ab'.repeat(32),
};
const draft = (form: object) => ({
  ...emptyWebsiteForm,
  ...form,
  slug: SLUG,
  status: 'draft',
  progress_page: 0,
  version: 2,
  subdomain: null,
  site_url: null,
  site_preview_url: null,
  organization_domain_status: 'none',
  organization_domain_record: null,
  ...noPaymentState,
});
const catalog: Record<string, Answer> = {
  'GET /api/countries': {
    status: 200,
    body: {
      status: true,
      data: [{ code: 'IN', name: 'India', currency: 'INR', calling_code: '91', featured: true }],
    },
  },
  'GET /api/categories': {
    status: 200,
    body: { status: true, data: [{ name: 'Education', slug: 'education' }] },
  },
  'GET /api/geo': { status: 200, body: { status: true, data: { country_code: null } } },
};
const realXhr = globalThis.XMLHttpRequest;

function openWizard(answers: Record<string, Answer | Answer[]>, path = '/organization/create') {
  setToken('a-token');
  const calls = serveApi({ ...catalog, ...answers });
  renderRoutes([{ path: '/organization/create', Component: CreateOrganizationPage }], path);
  return calls;
}

function verifyPhone() {
  localStorage.setItem('IsAdminVerified', 'true');
  localStorage.setItem('IsAdminVerifiedFor', '+919876543210|asha@helpinghands.org');
}

const consent = () => screen.findByRole('checkbox', { name: 'I consent to the partner agreement' });

// These tests type and draw through whole flows: slow on a busy machine.
describe('step 0: the partner agreement consent', { timeout: 20_000 }, () => {
  beforeEach(() => {
    sessionStorage.clear();
    stubCanvas();
    FakeXhr.install();
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    globalThis.XMLHttpRequest = realXhr;
  });

  it('says beside Giving Tuesday why it cannot be chosen', async () => {
    storeUnsavedForm({ ...emptyWizardForm, ...ndep }, null);
    openWizard({});
    await userEvent.click(
      await screen.findByRole('combobox', { name: /^Program/ }, { timeout: 10_000 }),
    );
    const givingTuesday = await screen.findByRole('option', { name: /Giving Tuesday/ });
    expect(givingTuesday).toHaveAttribute('data-combobox-disabled', 'true');
    expect(givingTuesday).toHaveTextContent(
      'Giving TuesdayNot open for applications yet: only the NDEP Technology Grant takes them now.',
    );
  });

  it('is checked only once the agreement is signed, and then lets page 1 save', async () => {
    storeUnsavedForm({ ...emptyWizardForm, ...ndep }, null);
    verifyPhone();
    const calls = openWizard({
      'POST /api/organization/partner-agreement': { status: 200, body: SIGNED },
      'POST /api/organization/create/page/1': {
        status: 200,
        body: {
          status: true,
          data: {
            slug: SLUG,
            progress_page: 1,
            organization: draft({ ...ndep, progress_page: 1 }),
          },
        },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(M.grantConsentRequired);

    await userEvent.click(await consent());
    let dialog = await screen.findByRole('dialog', { name: 'Partner agreement' });
    expect(await consent()).not.toBeChecked();
    expect(within(dialog).getByRole('textbox', { name: 'Signatory name' })).toHaveValue('Asha Rao');
    expect(within(dialog).getByRole('textbox', { name: 'Registration number' })).toHaveValue(
      'MH/2019/0012345',
    );
    expect(within(dialog).getByRole('textbox', { name: 'PAN card number' })).toHaveValue(
      'ABCDE1234F',
    );
    expect(within(dialog).getByRole('textbox', { name: 'Signatory email' })).toHaveValue(
      'asha@helpinghands.org',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await consent()).not.toBeChecked();

    await userEvent.click(await consent());
    dialog = await screen.findByRole('dialog', { name: 'Partner agreement' });
    drawStroke(within(dialog).getByRole('img', { name: 'Signature' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign the agreement' }));
    await userEvent.click(await screen.findByRole('button', { name: 'I agree and sign' }));
    await act(async () =>
      (await waitFor(() => FakeXhr.last())).respond(200, {
        status: true,
        originalKey: 'organization_digital_signature/sig.png',
      }),
    );
    expect(await within(dialog).findByRole('heading', { name: 'Agreement signed' })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    expect(await consent()).toBeChecked();
    expect(screen.getByRole('heading', { name: /^Agreement signed on / })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Open the signed PDF' })).toHaveAttribute(
      'href',
      SIGNED.link,
    );
    expect(screen.getByRole('link', { name: 'Verify a signed agreement' })).toHaveAttribute(
      'href',
      AGREEMENT_LINK,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Your website' })).toBeInTheDocument();
    const save = calls.find((call) => call.path === '/api/organization/create/page/1');
    expect(save?.body).toMatchObject({ grant_consent: true, agreement_link: AGREEMENT_LINK });
  });

  it('shows a draft signed before as signed, with the date of its record', async () => {
    openWizard(
      {
        [`GET /api/organization/create/${SLUG}`]: {
          status: 200,
          body: {
            status: true,
            data: {
              organization: draft({
                ...ndep,
                grant_consent: true,
                agreement_link: AGREEMENT_LINK,
              }),
            },
          },
        },
        'GET /api/agreements/GC-7f3k2m9q': { status: 200, body: { status: true, data: RECORD } },
      },
      `/organization/create?slug=${SLUG}`,
    );
    expect(
      await screen.findByRole('heading', { name: 'Agreement signed on 22 November 2030' }),
    ).toBeVisible();
    expect(await consent()).toBeChecked();
    expect(screen.queryByRole('link', { name: 'Open the signed PDF' })).not.toBeInTheDocument();
  });

  it('shows an agreement the signatory signed since, over the form this tab kept', async () => {
    storeUnsavedForm({ ...emptyWizardForm, ...ndep }, SLUG);
    openWizard(
      {
        [`GET /api/organization/create/${SLUG}`]: {
          status: 200,
          body: {
            status: true,
            data: {
              organization: draft({ ...ndep, grant_consent: true, agreement_link: AGREEMENT_LINK }),
            },
          },
        },
        'GET /api/agreements/GC-7f3k2m9q': { status: 200, body: { status: true, data: RECORD } },
      },
      `/organization/create?slug=${SLUG}`,
    );
    expect(
      await screen.findByRole('heading', { name: 'Agreement signed on 22 November 2030' }),
    ).toBeVisible();
    expect(await consent()).toBeChecked();
  });

  it('sends the agreement to the signatory once the draft exists and the phone is verified', async () => {
    verifyPhone();
    const calls = openWizard(
      {
        [`GET /api/organization/create/${SLUG}`]: {
          status: 200,
          body: { status: true, data: { organization: draft(ndep) } },
        },
        'POST /api/organization/partner-agreement/handoff': [
          { status: 200, body: { status: true, message: 'Sent.' } },
          {
            status: 429,
            body: {
              status: false,
              message:
                'The agreement was sent to the signatory several times in the last hour. Please try again later.',
            },
          },
        ],
      },
      `/organization/create?slug=${SLUG}`,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Send to signatory' }));
    expect(
      await screen.findByText(
        'We emailed asha@helpinghands.org a link to sign. It works for 72 hours.',
      ),
    ).toBeVisible();
    expect(calls.find((call) => call.path.endsWith('/handoff'))?.body).toEqual({ slug: SLUG });
    expect(await consent()).not.toBeChecked();

    await userEvent.click(screen.getByRole('button', { name: 'Send the link again' }));
    expect(
      await screen.findByText(/sent to the signatory several times in the last hour/),
    ).toBeVisible();
  });

  it('offers no hand-off before the signatory phone is verified', async () => {
    openWizard(
      {
        [`GET /api/organization/create/${SLUG}`]: {
          status: 200,
          body: { status: true, data: { organization: draft(ndep) } },
        },
      },
      `/organization/create?slug=${SLUG}`,
    );
    expect(await consent()).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send to signatory' })).not.toBeInTheDocument();
  });
});
