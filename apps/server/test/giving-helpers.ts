import { randomUUID } from 'node:crypto';
import { validIndiaNgo } from '@givecrowd/shared/organization/registration-form.fixtures';
import { eq } from 'drizzle-orm';
import { campaigns, organizations } from '@/db/schema.ts';
import type { TestApp } from './build-test-app.ts';
import { call } from './checkout-helpers.ts';

/** Test data and steps shared by the giving tests (not a test itself). */

/**
 * An approved organization whose payments are ready (docs/product/donations.md#who-can-take-gifts):
 * in India its domestic bank account (and, with `fcra`, its FCRA registration and account);
 * elsewhere an onboarded account of the provider in use.
 */
export async function insertGivingOrganization(
  app: TestApp,
  {
    countryCode = 'IN',
    ready = true,
    fcra = false,
    name = 'Seva Education Trust',
    ownerId = null,
    grant,
  }: {
    countryCode?: string;
    ready?: boolean;
    fcra?: boolean;
    name?: string;
    ownerId?: string | null;
    /** A technology-grant partner, its application in this state. */
    grant?: 'applied' | 'approved' | 'declined';
  } = {},
) {
  const slug = `org-${randomUUID()}`;
  const india = countryCode === 'IN';
  const account =
    !india && ready
      ? await app.payments.account.createAccount({
          idempotencyKey: `test-${slug}`,
          businessType: 'non_profit',
          email: 'accounts@example.org',
          country: countryCode,
          organizationName: name,
        })
      : null;
  const [row] = await app.db
    .insert(organizations)
    .values({
      slug,
      ownerId,
      status: 'approved',
      name,
      countryCode,
      progressPage: 4,
      paymentProvider: account ? app.payments.account.name : null,
      paymentAccountId: account?.accountId ?? null,
      paymentOnboarded: account !== null,
      ...(grant ? { grantStatus: grant } : {}),
      data: {
        ...validIndiaNgo,
        organization_name: name,
        country_code: countryCode,
        organization_donation_receipt_number: 'SEVA',
        ...(grant
          ? { is_grant_program: true, organization_program: 'ndep_tech_grant_bharat' }
          : {}),
        ...(india && ready ? { show_domestic_account: true, account_number: '123456789012' } : {}),
        ...(india && fcra
          ? {
              organization_fcra_check: true,
              organization_fcra_number: '123456789',
              show_fcra_account: true,
              fcra_account_number: '40123456789',
            }
          : {}),
      },
    })
    .returning();
  if (!row) throw new Error('the organization was not inserted');
  return row;
}

/** A campaign of the organization, ending in 30 days unless `endsAt` says otherwise. */
export async function insertGivingCampaign(
  app: TestApp,
  {
    organizationId,
    currency,
    endsAt = new Date(app.clock().getTime() + 30 * 24 * 60 * 60 * 1000),
  }: { organizationId: string; currency: string; endsAt?: Date },
) {
  const [row] = await app.db
    .insert(campaigns)
    .values({
      slug: `school-books-${randomUUID().slice(0, 8)}`,
      organizationId,
      title: 'Books for the village school',
      category: 'Education',
      currency,
      goalMinor: 10_000_000,
      asset: 'campaign-assets/books.png',
      endsAt,
    })
    .returning();
  if (!row) throw new Error('the campaign was not inserted');
  return row;
}

export async function campaignTotals(app: TestApp, id: string) {
  const [row] = await app.db
    .select({ raisedMinor: campaigns.raisedMinor, donorCount: campaigns.donorCount })
    .from(campaigns)
    .where(eq(campaigns.id, id));
  return row;
}

/** A gift as a donor in India fills the form in. */
export const indianGift = (campaignSlug: string, change: object = {}) => ({
  campaign_slug: campaignSlug,
  amount: 1000,
  currency: 'INR',
  frequency: 'one_time',
  donor_name: "Meera D'Souza",
  donor_email: `meera-${randomUUID().slice(0, 8)}@example.in`,
  donor_phone: '+91 98765 43210',
  donor_pan: 'abcde1234f',
  donor_address: {
    line_1: '12, Nehru Nagar',
    city: 'Pune',
    postal_code: '411001',
    country_code: 'IN',
  },
  message: 'For the library',
  ...change,
});

export const startGift = (app: TestApp, payload: object, headers: Record<string, string> = {}) =>
  call(app, { method: 'POST', url: '/api/donations', payload, headers });

/** Presses the sandbox checkout's Pay (or Cancel): where it sends the donor. */
export async function pressSandbox(app: TestApp, checkoutUrl: string, outcome: 'pay' | 'cancel') {
  const response = await app.inject({
    method: 'POST',
    url: `${new URL(checkoutUrl).pathname}/${outcome}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });
  return { statusCode: response.statusCode, location: String(response.headers.location ?? '') };
}
