import { randomInt } from 'node:crypto';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { signUp } from './accounts.ts';
import { saveRegistrationDraft, saveWebsiteDraft } from './drafts.ts';
import { approveOrganization } from './reviewer.ts';

/** The bank account of step 2 that lets an India organization take gifts. */
const BANK_ACCOUNT = {
  show_domestic_account: true,
  account_holder_name: 'Helping Hands Foundation',
  account_number: '50100123456789',
  re_account_number: '50100123456789',
  account_ifsc: 'HDFC0001234',
  account_email: 'accounts@helpinghands.org',
  account_type: 'Current Account',
  account_phone: '98765 43210',
  account_bank_name: 'HDFC Bank',
  account_address_line_1: '1 FC Road',
  account_city: 'Pune',
  account_state: 'Maharashtra',
  account_country: 'India',
  account_postal_code: '411004',
};

/**
 * An approved India NGO that takes gifts in the sandbox (docs/product/donations.md#who-can-take-gifts),
 * made over HTTP: its owner's token and its slug.
 */
export async function givingOrganization(request: APIRequestContext, name: string) {
  const token = await signUp(request, 'owner');
  const headers = { authorization: `Bearer ${token}` };
  const slug = await saveRegistrationDraft(request, token, name);
  await saveWebsiteDraft(request, token, slug);
  const checkout = await request.post('/api/payments/checkout', {
    headers,
    data: { slug, kind: 'plan', plan_name: 'Starter', period: 'Quarterly', currency: 'INR' },
  });
  expect(checkout.ok(), await checkout.text()).toBe(true);
  const { url } = (await checkout.json()).data;
  const paid = await request.post(`${new URL(url).pathname}/pay`, { form: {}, maxRedirects: 0 });
  expect(paid.status(), await paid.text()).toBe(303);
  const submitted = await request.post('/api/organization/create/page/4', {
    headers,
    // Submit saves step 2 whole, so the bank account goes with it, as the wizard sends it.
    data: { slug, ...BANK_ACCOUNT, third_page_terms: true },
  });
  expect(submitted.ok(), await submitted.text()).toBe(true);
  await approveOrganization(request, slug);
  return { token, slug };
}

/** A gift to an organization, paid in the sandbox over HTTP; answers its donor's email. */
export async function giveTo(
  request: APIRequestContext,
  organizationSlug: string,
  gift: { name: string; amount: number; frequency?: 'one_time' | 'monthly' },
): Promise<string> {
  const email = `${gift.name.split(' ')[0]?.toLowerCase()}-${randomInt(1e6)}@example.in`;
  const started = await request.post('/api/donations', {
    data: {
      organization_slug: organizationSlug,
      amount: gift.amount,
      currency: 'INR',
      frequency: gift.frequency ?? 'one_time',
      donor_name: gift.name,
      donor_email: email,
      donor_pan: 'ABCDE1234F',
      donor_address: {
        line_1: '12, Nehru Nagar',
        city: 'Pune',
        postal_code: '411001',
        country_code: 'IN',
      },
    },
  });
  expect(started.status(), await started.text()).toBe(201);
  const { url } = (await started.json()).data;
  const paid = await request.post(`${new URL(url).pathname}/pay`, { form: {}, maxRedirects: 0 });
  expect(paid.status(), await paid.text()).toBe(303);
  return email;
}

/** Opens `path` signed in as the person with `token`. */
export async function openSignedIn(page: Page, token: string, path: string) {
  await page.addInitScript((value) => {
    if (!localStorage.getItem('token')) localStorage.setItem('token', value);
  }, token);
  await page.goto(path);
}
