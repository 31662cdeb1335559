import { randomUUID } from 'node:crypto';
import { INDIA_COUNTRY_CODE } from '@givecrowd/shared/organization/country-codes';
import type { RegistrationForm } from '@givecrowd/shared/organization/registration-form';
import {
  validIndiaCompany,
  validIndiaNgo,
  validUsCompany,
} from '@givecrowd/shared/organization/registration-form.fixtures';
import type { CheckoutRequest } from '@givecrowd/shared/payments/payments-api';
import { PAYMENTS_MESSAGES as M } from '@givecrowd/shared/payments/payments-messages';
import { toE164Phone } from '@givecrowd/shared/phone/phone-number';
import type { TestApp } from '@test/build-test-app.ts';
import { call, pathOf, submitForm } from '@test/checkout-helpers.ts';
import { savePage1, storedDraftRow, verifyAdminPhone } from '@test/organization-helpers.ts';
import {
  buildPaymentsApp,
  createOwner,
  insertStepTwoDraft,
  purchasedPlan,
  savePage4,
} from '@test/payments-page-helpers.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * A plan is a plan (docs/product/plans-and-checkout.md#what-counts-as-a-plan): the final submit
 * counts only a plan paid in the plan currency of the organization's current country, or a
 * verification donation while it is a grant program; and once anything is paid, the country keeps
 * that currency. Each case is driven as the person (or an attacker) would, through the calls.
 */
let app: TestApp;

beforeAll(async () => {
  app = await buildPaymentsApp();
});
afterAll(async () => app.close());

const GRANT: Partial<RegistrationForm> = {
  is_grant_program: true,
  organization_program: 'ndep_tech_grant_bharat',
  is_agreement_signed: true,
  agreement_link: 'https://example.org/signed-agreement.pdf',
};

let phoneSerial = 10;
/** A US and an Indian signatory phone the owner has verified, for the forms of both countries. */
async function verifiedPhones(token: string) {
  phoneSerial += 1;
  const phones = { us: `(415) 555-01${phoneSerial}`, india: `98764 200${phoneSerial}` };
  const email = validIndiaNgo.organization_admin_email;
  for (const [phone, country] of [
    [phones.us, 'US'],
    [phones.india, 'IN'],
  ] as const) {
    await verifyAdminPhone(app, token, { phone: toE164Phone(phone, country) ?? phone, email });
  }
  return phones;
}

/** An owner whose draft stands at step 2 with the `india` form, and the same in the USA. */
async function ownerAtStepTwo({
  india = validIndiaNgo,
  usa = validUsCompany,
}: {
  india?: RegistrationForm;
  usa?: RegistrationForm;
}) {
  const owner = await createOwner(app);
  const phones = await verifiedPhones(owner.token);
  const forms = {
    india: { ...india, organization_admin_phone: phones.india },
    usa: { ...usa, organization_admin_phone: phones.us },
  };
  return { owner, forms };
}

/**
 * The owner's draft at step 2; outside India with its payment account connected, which every
 * organization there needs before it submits (docs/product/wizard.md#a-submitted-organization).
 */
async function startedDraft(owner: { id: string }, form: RegistrationForm) {
  const columns =
    form.country_code === INDIA_COUNTRY_CODE
      ? {}
      : { paymentProvider: 'sandbox' as const, paymentAccountId: `acct_${randomUUID()}` };
  return (await insertStepTwoDraft(app, { ownerId: owner.id, form, columns })).slug;
}

/** Starts a checkout through the call the web makes; answers its hosted page's path. */
async function startCheckout(token: string, slug: string, request: Omit<CheckoutRequest, 'slug'>) {
  const started = await call(app, {
    method: 'POST',
    url: '/api/payments/checkout',
    token,
    payload: { slug, ...request },
  });
  return { statusCode: started.statusCode, body: started.body, page: started.body.data?.url };
}

/** Presses Pay on the sandbox's hosted checkout: the provider confirms, the payment is recorded. */
async function pay(page: string) {
  expect((await submitForm(app, `${pathOf(page)}/pay`, {})).statusCode).toBe(303);
}

const saveCountry = (token: string, slug: string, form: RegistrationForm) =>
  savePage1(app, token, { ...form, slug });

const submit = (token: string, slug: string) =>
  savePage4(app, token, { slug, third_page_terms: true });

const planRefusal = (message: string) => ({
  status: false,
  message,
  errors: [{ field: 'pricing_plan_data', message }],
});

const countryRefusal = (message: string) => ({
  status: false,
  message,
  errors: [{ field: 'country_code', message }],
});

const STARTER_USD: Omit<CheckoutRequest, 'slug'> = {
  kind: 'plan',
  plan_name: 'Starter',
  period: 'Quarterly',
  currency: 'USD',
};

describe('the final submit counts a plan, not a verification donation', () => {
  it('refuses a US company that paid $1 as a grant program and then unticked it, until it buys its plan', async () => {
    const { owner, forms } = await ownerAtStepTwo({});
    const grantCompany = { ...forms.usa, ...GRANT };
    const slug = await startedDraft(owner, grantCompany);

    const donation = await startCheckout(owner.token, slug, {
      kind: 'verification',
      currency: 'USD',
      amount: 1,
    });
    expect(donation.statusCode).toBe(200);
    await pay(donation.page);
    expect((await storedDraftRow(app, slug))?.pricingPlan).toMatchObject({
      plan_type: 'donation',
      amount: 1,
      currency: 'USD',
    });

    const unticked = await saveCountry(owner.token, slug, {
      ...grantCompany,
      is_grant_program: false,
    });
    expect(unticked.statusCode).toBe(200);
    const refused = await submit(owner.token, slug);
    expect(refused).toMatchObject({ statusCode: 400, body: planRefusal(M.purchasePlan) });
    expect((await storedDraftRow(app, slug))?.status).toBe('draft');

    // The donation no longer stands in for the plan, so the plan can be bought.
    const plan = await startCheckout(owner.token, slug, STARTER_USD);
    expect(plan.statusCode).toBe(200);
    await pay(plan.page);
    expect((await submit(owner.token, slug)).statusCode).toBe(200);
  });

  it('keeps the grant behaviour: a grant program submits on its verification donation', async () => {
    const owner = await createOwner(app);
    const slug = await startedDraft(owner, { ...validUsCompany, ...GRANT });
    const donation = await startCheckout(owner.token, slug, {
      kind: 'verification',
      currency: 'USD',
      amount: 1,
    });
    await pay(donation.page);
    expect((await submit(owner.token, slug)).statusCode).toBe(200);
    expect((await storedDraftRow(app, slug))?.grantStatus).toBe('applied');
  });

  it('answers 409 to a second checkout while the payment recorded still counts', async () => {
    const owner = await createOwner(app);
    const slug = await startedDraft(owner, validUsCompany);
    await pay((await startCheckout(owner.token, slug, STARTER_USD)).page);
    const again = await startCheckout(owner.token, slug, STARTER_USD);
    expect(again).toMatchObject({
      statusCode: 409,
      body: { status: false, message: M.alreadyPurchased },
    });
  });
});

describe('the country keeps the currency a payment was made in', () => {
  it('refuses an India grant NGO that switched to the USA to pay $1 its way back to India', async () => {
    const { owner, forms } = await ownerAtStepTwo({});
    const indiaGrant = { ...forms.india, ...GRANT };
    const usaGrant = { ...forms.usa, ...GRANT };
    const slug = await startedDraft(owner, indiaGrant);
    const tooLittle = await startCheckout(owner.token, slug, {
      kind: 'verification',
      currency: 'INR',
      amount: 1,
    });
    expect(tooLittle.statusCode).toBe(400);
    expect(tooLittle.body.message).toBe(M.verificationAmountTooLow);

    expect((await saveCountry(owner.token, slug, usaGrant)).statusCode).toBe(200);
    const dollar = await startCheckout(owner.token, slug, {
      kind: 'verification',
      currency: 'USD',
      amount: 1,
    });
    await pay(dollar.page);

    const back = await saveCountry(owner.token, slug, indiaGrant);
    const message = M.countryLockedByPayment('USD', 'INR');
    expect(back).toMatchObject({ statusCode: 400, body: countryRefusal(message) });
    expect(message).toBe(
      'You paid in USD, so the country can no longer change to one whose plans are priced in INR.',
    );
    expect(await storedDraftRow(app, slug)).toMatchObject({ countryCode: 'US', version: 2 });
  });

  it('refuses an India draft that bought Premium at ₹49,999 a move to the USA, where Premium is $799', async () => {
    const { owner, forms } = await ownerAtStepTwo({});
    const slug = await startedDraft(owner, forms.india);
    const premium = await startCheckout(owner.token, slug, {
      kind: 'plan',
      plan_name: 'Premium',
      period: 'One Time',
      currency: 'INR',
    });
    await pay(premium.page);
    expect((await storedDraftRow(app, slug))?.pricingPlan).toMatchObject({
      plan_name: 'Premium',
      amount: 49_999,
      currency: 'INR',
    });

    const moved = await saveCountry(owner.token, slug, forms.usa);
    expect(moved).toMatchObject({
      statusCode: 400,
      body: countryRefusal(M.countryLockedByPayment('INR', 'USD')),
    });
    expect(await storedDraftRow(app, slug)).toMatchObject({ countryCode: 'IN', version: 1 });
    // Staying in India (or changing anything else) saves as before.
    expect((await saveCountry(owner.token, slug, forms.india)).statusCode).toBe(200);
  });

  it('lets the country change to another that plans in the same currency', async () => {
    const { owner, forms } = await ownerAtStepTwo({});
    const slug = await startedDraft(owner, forms.usa);
    await pay((await startCheckout(owner.token, slug, STARTER_USD)).page);
    const canada = { ...forms.usa, country_code: 'CA', organization_country: 'Canada' };
    const saved = await saveCountry(owner.token, slug, canada);
    expect(saved.statusCode).toBe(200);
    expect((await submit(owner.token, slug)).statusCode).toBe(200);
  });

  it('does not count a rupee plan paid after the draft moved to the USA; the dollar plan can then be bought', async () => {
    const { owner, forms } = await ownerAtStepTwo({ india: validIndiaCompany });
    // Connected already, as the USA will need before the submit.
    const { slug } = await insertStepTwoDraft(app, {
      ownerId: owner.id,
      form: forms.india,
      columns: { paymentProvider: 'sandbox', paymentAccountId: `acct_${randomUUID()}` },
    });
    const premium = await startCheckout(owner.token, slug, {
      kind: 'plan',
      plan_name: 'Premium',
      period: 'One Time',
      currency: 'INR',
    });
    // Nothing is paid yet, so the move is allowed; the rupee checkout is paid afterwards.
    expect((await saveCountry(owner.token, slug, forms.usa)).statusCode).toBe(200);
    await pay(premium.page);

    const refused = await submit(owner.token, slug);
    expect(refused).toMatchObject({ statusCode: 400, body: planRefusal(M.purchasePlan) });
    await pay((await startCheckout(owner.token, slug, STARTER_USD)).page);
    expect((await submit(owner.token, slug)).statusCode).toBe(200);
  });

  it('does not count a dollar donation for an India grant program, however it was recorded', async () => {
    const owner = await createOwner(app);
    const { slug } = await insertStepTwoDraft(app, {
      ownerId: owner.id,
      form: { ...validIndiaNgo, ...GRANT },
      columns: {
        pricingPlan: purchasedPlan({
          plan_type: 'donation',
          plan_name: 'Verification donation',
          period: null,
          amount: 1,
          currency: 'USD',
        }),
      },
    });
    const refused = await submit(owner.token, slug);
    expect(refused).toMatchObject({ statusCode: 400, body: planRefusal(M.verifyPaymentMethod) });
  });
});
