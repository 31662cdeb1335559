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

/** A USA NGO's step 0 that passes every rule once its signatory phone is verified. */
export const USA_REGISTRATION = {
  country_code: 'US',
  organization_country: 'United States',
  currency: 'USD',
  organization_type: 'ngo',
  organization_categories: [{ name: 'Education' }],
  organization_email: 'hello@brightfutures.org',
  organization_phone: '(415) 555-0100',
  organization_address_line_1: '500 Market Street',
  organization_city: 'San Francisco',
  organization_admin_name: "Meera D'Souza",
  organization_admin_email: 'meera@brightfutures.org',
  first_page_terms: true,
};

/**
 * Saves page 1 of a new draft over HTTP, as the wizard's Next does after the signatory phone is
 * verified with its texted code; answers the draft's slug. India's form unless another is given.
 */
export async function saveRegistrationDraft(
  request: APIRequestContext,
  token: string,
  organizationName = 'Helping Hands Foundation',
  registration: Record<string, unknown> = REGISTRATION,
): Promise<string> {
  const headers = { authorization: `Bearer ${token}` };
  const phone =
    registration.country_code === 'US'
      ? `+1415555${randomInt(1000, 9999)}`
      : `+9198${randomInt(10_000_000, 99_999_999)}`;
  const email = String(registration.organization_admin_email);
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
      ...registration,
      organization_name: organizationName,
      organization_admin_phone: phone,
      today: new Date().toISOString().slice(0, 10),
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  return (await saved.json()).data.slug;
}

/** Saves page 2 (Create website) of the draft over HTTP with the least step 1 asks for. */
export async function saveWebsiteDraft(
  request: APIRequestContext,
  token: string,
  slug: string,
): Promise<void> {
  const saved = await request.post('/api/organization/create/page/2', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      slug,
      organization_story: '<p>We teach children to read in evening classes.</p>',
      about_us_description: '<p>Founded by parents and teachers in 2015.</p>',
      homepage_header_title: 'Every child reads by ten',
      show_default_pages: true,
      show_terms_of_use: true,
      show_privacy_policy: true,
      show_login: true,
      second_page_terms: true,
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
}

/**
 * A submitted India NGO of the person with `token`, as the wizard leaves it: steps 0 and 1 saved,
 * the Starter plan paid on the sandbox's checkout, and Submit. Answers its slug. Until a reviewer
 * approves it, only its owner and reviewers see it (docs/product/verification.md).
 */
export async function submitOrganization(
  request: APIRequestContext,
  token: string,
  name: string,
  registration: Record<string, unknown> = REGISTRATION,
): Promise<string> {
  const slug = await saveRegistrationDraft(request, token, name, registration);
  await submitDraft(request, token, slug);
  return slug;
}

/**
 * The rest of the wizard for a draft whose step 0 is saved: step 1, the Starter plan paid on the
 * sandbox's checkout, and Submit.
 */
export async function submitDraft(
  request: APIRequestContext,
  token: string,
  slug: string,
): Promise<void> {
  const headers = { authorization: `Bearer ${token}` };
  await saveWebsiteDraft(request, token, slug);
  const checkout = await request.post('/api/payments/checkout', {
    headers,
    data: { slug, kind: 'plan', plan_name: 'Starter', period: 'Quarterly', currency: 'INR' },
  });
  expect(checkout.ok(), await checkout.text()).toBe(true);
  const { session_id: sessionId, url } = (await checkout.json()).data;
  const paid = await request.post(`${new URL(url).pathname}/pay`, {
    headers: { accept: 'application/json' },
    form: {},
    maxRedirects: 0,
  });
  expect(paid.status(), await paid.text()).toBe(303);
  const state = await request.get(`/api/payments/checkout/${sessionId}`, { headers });
  expect((await state.json()).data.state).toBe('paid');
  const submitted = await request.post('/api/organization/create/page/4', {
    headers,
    data: { slug, third_page_terms: true },
  });
  expect(submitted.ok(), await submitted.text()).toBe(true);
}
