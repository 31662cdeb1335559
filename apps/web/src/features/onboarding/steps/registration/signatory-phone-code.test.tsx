import { AUTH_MESSAGES } from '@givecrowd/shared/auth/messages';
import { validIndiaNgo } from '@givecrowd/shared/organization/registration-form.fixtures';
import { emptyWizardForm } from '@givecrowd/shared/organization/wizard-form';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { CreateOrganizationPage } from '@/features/onboarding/components/onboarding-pages';
import { storeUnsavedForm } from '@/features/onboarding/wizard-storage';
import { setToken } from '@/lib/auth-token';
import { renderRoutes } from '@/test/render';
import { type Answer, serveApi } from '@/test/serve-api';

const routes = [{ path: '/organization/create', Component: CreateOrganizationPage }];
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
  'POST /api/analytics/events': { status: 202, body: { status: true } },
  'GET /api/organization/receipt-number?prefix=GCDRA': {
    status: 200,
    body: {
      status: true,
      data: { prefix: 'GCDRA', unique: 42, year: 2030, next: 'GCDRA-42-2030-0001' },
    },
  },
};
const codeSent: Answer = {
  status: 200,
  body: { status: true, message: AUTH_MESSAGES.phoneCodeSent },
};
const verified: Answer = {
  status: 200,
  body: { status: 'success', message: AUTH_MESSAGES.phoneVerified },
};

function openWizard(answers: Record<string, Answer | Answer[]>) {
  setToken('a-token');
  const calls = serveApi({ ...catalog, ...answers });
  renderRoutes(routes, '/organization/create');
  return calls;
}

async function verifyPhone() {
  const verify = await screen.findByRole('button', { name: 'Verify phone' });
  await waitFor(() => expect(verify).toBeEnabled());
  await userEvent.click(verify);
  return screen.findByRole('dialog', { name: 'Verify phone number' });
}

async function typeCode(dialog: HTMLElement) {
  await userEvent.type(
    within(dialog).getByRole('textbox', { name: 'Code character 1 of 4' }),
    'abcd',
  );
  await userEvent.click(within(dialog).getByRole('button', { name: 'Verify' }));
}

describe('the signatory phone code', () => {
  beforeEach(() => {
    sessionStorage.clear();
    storeUnsavedForm({ ...emptyWizardForm, ...validIndiaNgo }, null);
  });

  it('opens the code dialog again after a reload, for the code already sent', async () => {
    const calls = openWizard({
      'POST /api/organization/send-otp': codeSent,
      'POST /api/auth/partner-otp-verify': verified,
    });
    await verifyPhone();
    // Kept for the reload: which phone, when, and that the dialog is open; never a code.
    expect(Object.keys(JSON.parse(sessionStorage.getItem('pendingPhoneCode') ?? '{}'))).toEqual([
      'phone',
      'email',
      'sentAt',
      'isOpen',
    ]);

    // The reload comes 30 s after the code was sent: the countdown goes on from there.
    const pending = JSON.parse(sessionStorage.getItem('pendingPhoneCode') ?? '{}');
    sessionStorage.setItem(
      'pendingPhoneCode',
      JSON.stringify({ ...pending, sentAt: Date.now() - 30_000 }),
    );
    cleanup();
    openWizard({ 'POST /api/auth/partner-otp-verify': verified });
    const dialog = await screen.findByRole('dialog', { name: 'Verify phone number' });
    expect(within(dialog).getByText(/Resend code in (2\d|30) s/)).toBeInTheDocument();
    await typeCode(dialog);
    expect(await within(dialog).findByText(AUTH_MESSAGES.phoneVerified)).toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/api/organization/send-otp')).toHaveLength(1);
  }, 30_000);

  it('opens the dialog to type the code sent moments ago when a new one must wait', async () => {
    openWizard({
      'POST /api/organization/send-otp': {
        status: 429,
        body: { status: false, message: AUTH_MESSAGES.codeResendWait },
      },
    });
    const dialog = await verifyPhone();
    expect(within(dialog).getByRole('status')).toHaveTextContent(AUTH_MESSAGES.codeAlreadySent);
    expect(within(dialog).getByRole('textbox', { name: 'Code character 1 of 4' })).toBeEnabled();
    expect(screen.queryByText(AUTH_MESSAGES.codeResendWait)).not.toBeInTheDocument();
  }, 30_000);

  it('puts the focus in the first box, and on the verified status once the dialog closes', async () => {
    openWizard({
      'POST /api/organization/send-otp': codeSent,
      'POST /api/auth/partner-otp-verify': verified,
    });
    const dialog = await verifyPhone();
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: 'Code character 1 of 4' })).toHaveFocus(),
    );
    await typeCode(dialog);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), {
      timeout: 3500,
    });
    const status = await screen.findByText('phone number verified');
    await waitFor(() => expect(status.parentElement).toHaveFocus());
    // Verified, nothing is reopened by a reload.
    expect(sessionStorage.getItem('pendingPhoneCode')).toBeNull();
  }, 30_000);
});
