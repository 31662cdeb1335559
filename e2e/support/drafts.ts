import { randomInt } from 'node:crypto';
import { type APIRequestContext, expect } from '@playwright/test';
import { codeFromOutbox } from './accounts.ts';

/** An India NGO's step 0 that passes every rule once its signatory phone is verified. */
export const REGISTRATION = {
  country_code: 'IN',
  organization_type: 'ngo',
  organization_registered_type: 'trust',
  organization_categories: [{ name: 'Education' }],
  organization_registeration_number: 'MH/2019/0012345',
  organization_pan_card_number: 'ABCDE1234F',
  organization_email: 'contact@helpinghands.org',
  organization_phone: '+91 20 2612 3456',
  organization_address_line_1: '12 MG Road',
  organization_city: 'Pune',
  organization_admin_name: 'Asha Rao',
  organization_admin_email: 'asha@helpinghands.org',
  first_page_terms: true,
};

/**
 * Saves page 1 of a new draft over HTTP, as the wizard's Next does after the signatory phone is
 * verified with its texted code; answers the draft's slug.
 */
export async function saveRegistrationDraft(
  request: APIRequestContext,
  token: string,
  organizationName = 'Helping Hands Foundation',
): Promise<string> {
  const headers = { authorization: `Bearer ${token}` };
  const phone = `+9198${randomInt(10_000_000, 99_999_999)}`;
  const email = REGISTRATION.organization_admin_email;
  const sent = await request.post('/api/organization/send-otp', {
    headers,
    data: { phone, email },
  });
  expect(sent.ok()).toBe(true);
  const otp = await codeFromOutbox(request, phone);
  const verified = await request.post('/api/auth/partner-otp-verify', {
    headers,
    data: { phone, email, otp },
  });
  expect(verified.ok()).toBe(true);
  const saved = await request.post('/api/organization/create/page/1', {
    headers,
    data: {
      ...REGISTRATION,
      organization_name: organizationName,
      organization_admin_phone: phone,
      today: new Date().toISOString().slice(0, 10),
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  return (await saved.json()).data.slug;
}
