import { randomBytes, randomUUID } from 'node:crypto';
import type { RegistrationForm } from '@givecrowd/shared/organization/registration-form';
import { validIndiaNgo } from '@givecrowd/shared/organization/registration-form.fixtures';
import {
  BANK_ACCOUNT_TYPES,
  emptyPaymentsForm,
  type PaymentsForm,
} from '@givecrowd/shared/payments/payments-form';
import type { Config } from '@/config.ts';
import { organizations, users } from '@/db/schema.ts';
import { type Organization, toOrganization } from '@/modules/organizations/index.ts';
import { bearer, buildAuthApp, post } from './auth-helpers.ts';
import type { TestApp } from './build-test-app.ts';
import { validWebsite } from './site-helpers.ts';

/** Test data and steps shared by the step-2 tests (not a test itself). */

/** An app with a bank-account key, as main.ts gives one. */
export const buildPaymentsApp = (overrides: Partial<Config> = {}) =>
  buildAuthApp({ bankAccountKey: randomBytes(32), ...overrides });

export const DOMESTIC_NUMBER = '123456789012';
export const FCRA_NUMBER = '987654321098';

/** A domestic account that passes every rule, typed as people type it. */
export const validDomesticAccount: Partial<PaymentsForm> = {
  show_domestic_account: true,
  account_holder_name: "Meera D'Souza",
  account_number: DOMESTIC_NUMBER,
  re_account_number: DOMESTIC_NUMBER,
  account_ifsc: 'hdfc0001234',
  account_email: 'accounts@helpinghands.org',
  account_type: BANK_ACCOUNT_TYPES[1],
  account_phone: '98765 43210',
  account_bank_name: 'HDFC Bank',
  account_address_line_1: '1 FC Road',
  account_city: 'Pune',
  account_state: 'Maharashtra',
  account_country: 'India',
  account_postal_code: '411004',
};

/** An FCRA account that passes every rule, at the preset branch. */
export const validFcraAccount: Partial<PaymentsForm> = {
  show_fcra_account: true,
  fcra_account_holder_name: 'Helping Hands Foundation',
  fcra_account_number: FCRA_NUMBER,
  fcra_re_account_number: FCRA_NUMBER,
  fcra_account_ifsc: emptyPaymentsForm.fcra_account_ifsc,
  fcra_account_email: 'fcra@helpinghands.org',
  fcra_account_type: BANK_ACCOUNT_TYPES[0],
  fcra_account_phone: '+91 98765 43211',
};

export const savePage3 = (app: TestApp, token: string | null, body: object) =>
  post(app, '/api/organization/create/page/3', body, token ? bearer(token) : {});

export const savePage4 = (app: TestApp, token: string | null, body: object) =>
  post(app, '/api/organization/create/page/4', body, token ? bearer(token) : {});

/** A signed-in user with this email (a fresh one by default). */
export async function createOwner(app: TestApp, email = `owner-${randomUUID()}@example.org`) {
  const [user] = await app.db
    .insert(users)
    .values({ email, name: 'Asha Rao' })
    .returning({ id: users.id });
  if (!user) throw new Error('the user was not inserted');
  return { id: user.id, email, token: await app.tokens.sign({ id: user.id, tokenVersion: 0 }) };
}

/**
 * A draft at step 2, stored as pages 1 and 2 store it: the step-0 form given (an India NGO by
 * default) and a valid step 1. The organization's payment columns may be set as the payment
 * calls would have set them.
 */
export type StepTwoDraft = {
  form?: RegistrationForm;
  progressPage?: number;
  columns?: Partial<
    Pick<Organization, 'paymentProvider' | 'paymentAccountId' | 'paymentOnboarded' | 'pricingPlan'>
  >;
};

export async function insertStepTwoDraft(
  app: TestApp,
  {
    ownerId,
    form = validIndiaNgo,
    progressPage = 2,
    columns = {},
  }: StepTwoDraft & { ownerId: string },
): Promise<Organization> {
  const [row] = await app.db
    .insert(organizations)
    .values({
      slug: `draft-${randomUUID()}`,
      ownerId,
      status: 'draft',
      progressPage,
      name: form.organization_name,
      countryCode: form.country_code,
      organizationType: form.organization_type || null,
      data: { ...form, ...validWebsite },
      ...columns,
    })
    .returning();
  if (!row) throw new Error('the draft was not inserted');
  return toOrganization(row);
}

/** A plan bought through a verified checkout, as the checkout records it. */
export const purchasedPlan = (
  overrides: Partial<NonNullable<Organization['pricingPlan']>> = {},
) => ({
  is_plan_purchased: true,
  plan_name: 'Growth',
  plan_type: 'recurring' as const,
  amount: 15_000,
  currency: 'INR' as const,
  period: 'yearly' as const,
  purchased_at: '2030-01-01T09:00:00.000Z',
  ...overrides,
});
