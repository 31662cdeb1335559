import { REGISTRATION_MESSAGES as M } from '@givecrowd/shared/organization/messages';
import { validIndiaNgo } from '@givecrowd/shared/organization/registration-form.fixtures';
import { emptyWizardForm } from '@givecrowd/shared/organization/wizard-form';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeUnsavedForm } from '@/features/onboarding/wizard-storage';
import { setToken } from '@/lib/auth-token';
import { changeLanguage } from '@/lib/i18n';
import hi from '@/locales/hi.json';
import { renderRoutes } from '@/test/render';
import { type Answer, serveApi } from '@/test/serve-api';
import { CreateOrganizationPage } from './onboarding-pages';

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
};

function openWizardInHindi(answers: Record<string, Answer> = {}) {
  setToken('a-token');
  serveApi({ ...catalog, ...answers });
  return renderRoutes(
    [{ path: '/organization/create', Component: CreateOrganizationPage }],
    '/organization/create',
  );
}

describe('the organization wizard in Hindi', () => {
  beforeEach(async () => {
    sessionStorage.clear();
    await changeLanguage('hi');
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    await changeLanguage('en');
  });

  it('counts the name and shows the rules’ messages in Hindi, and in English once switched back', async () => {
    storeUnsavedForm({ ...emptyWizardForm, ...validIndiaNgo, organization_name: '' }, null);
    openWizardInHindi();
    const name = await screen.findByRole('textbox', { name: hi.onboarding.name.label });
    await userEvent.type(name, 'Helping');
    expect(screen.getByText('न्यूनतम 10')).toBeInTheDocument();
    expect(name).toHaveAccessibleDescription('संगठन का नाम 10 वर्णों से अधिक होना चाहिए।');

    await userEvent.click(screen.getByRole('button', { name: hi.onboarding.next }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'संगठन का नाम 10 वर्णों से अधिक होना चाहिए।',
    );

    await act(() => changeLanguage('en'));
    expect(name).toHaveAccessibleDescription(M.nameTooShort);
    expect(screen.getByText(M.nameCounterMin)).toBeInTheDocument();
  }, 15_000);

  it('shows the server’s message in Hindi in the banner and at its field', async () => {
    storeUnsavedForm({ ...emptyWizardForm, ...validIndiaNgo }, null);
    localStorage.setItem('IsAdminVerified', 'true');
    localStorage.setItem('IsAdminVerifiedFor', '+919876543210|asha@helpinghands.org');
    openWizardInHindi({
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
    await userEvent.click(await screen.findByRole('button', { name: hi.onboarding.next }));
    const hindi = 'एडमिन के फ़ोन नंबर का सत्यापन आवश्यक है।';
    expect(await screen.findByRole('alert')).toHaveTextContent(hindi);
    const phone = screen.getByRole('textbox', { name: hi.onboarding.signatory.phone });
    expect(phone).toHaveAccessibleDescription(hindi);
  }, 15_000);
});
