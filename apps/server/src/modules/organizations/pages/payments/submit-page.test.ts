import { randomUUID } from 'node:crypto';
import { DRAFT_MESSAGES } from '@givecrowd/shared/organization/draft-messages';
import { REGISTRATION_MESSAGES } from '@givecrowd/shared/organization/messages';
import {
  validIndiaCompany,
  validUsCompany,
  validUsNgo,
} from '@givecrowd/shared/organization/registration-form.fixtures';
import { PAYMENTS_MESSAGES as M } from '@givecrowd/shared/payments/payments-messages';
import { readOutbox } from '@test/auth-helpers.ts';
import type { TestApp } from '@test/build-test-app.ts';
import { getDraft, storedDraftRow } from '@test/organization-helpers.ts';
import {
  buildPaymentsApp,
  createOwner,
  DOMESTIC_NUMBER,
  insertStepTwoDraft,
  purchasedPlan,
  type StepTwoDraft,
  savePage3,
  savePage4,
  validDomesticAccount,
} from '@test/payments-page-helpers.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { finishOnboardingLink } from './send-onboarding-notice.ts';

const PUBLIC_URL = 'https://givecrowd.test';
const BYPASS_EMAIL = 'waived-owner@example.org';
/** The test app's clock (buildAuthApp's): Submit records it. */
const SUBMITTED_AT = new Date('2030-01-01T09:00:00Z');
let app: TestApp;

beforeAll(async () => {
  app = await buildPaymentsApp({ publicUrl: PUBLIC_URL, planBypassEmails: [BYPASS_EMAIL] });
});
afterAll(async () => app.close());

async function ownerAtStepTwo(options: StepTwoDraft = {}, email?: string) {
  const owner = await createOwner(app, email);
  const draft = await insertStepTwoDraft(app, { ownerId: owner.id, ...options });
  return { owner, slug: draft.slug };
}

const withTerms = (slug: string) => ({ slug, third_page_terms: true });

describe('POST /api/organization/create/page/4 (Submit)', () => {
  it.each([
    ['an India NGO', {}, M.choosePlan],
    ['an India company', { form: validIndiaCompany }, M.choosePlan],
    [
      'an India grant-program NGO',
      { form: { ...validIndiaCompany, organization_type: 'ngo' as const, is_grant_program: true } },
      M.verifyPaymentMethod,
    ],
    [
      'a company outside India',
      {
        form: validUsCompany,
        columns: { paymentProvider: 'sandbox' as const, paymentAccountId: `acct_${randomUUID()}` },
      },
      M.purchasePlan,
    ],
  ])('refuses %s without a plan: %s', async (_case, options: StepTwoDraft, message) => {
    const { owner, slug } = await ownerAtStepTwo(options);
    const submitted = await savePage4(app, owner.token, withTerms(slug));
    expect(submitted.statusCode).toBe(400);
    expect(submitted.body).toEqual({
      status: false,
      message,
      errors: [{ field: 'pricing_plan_data', message }],
    });
    expect(await storedDraftRow(app, slug)).toMatchObject({ status: 'draft', progressPage: 2 });
  });

  it('asks for the terms first, then the plan; a non-India NGO then a connected account', async () => {
    const { owner, slug } = await ownerAtStepTwo({ form: validUsNgo });
    const submitted = await savePage4(app, owner.token, { slug });
    expect(submitted.statusCode).toBe(400);
    expect(submitted.body).toEqual({
      status: false,
      message: REGISTRATION_MESSAGES.termsRequired,
      errors: [
        { field: 'third_page_terms', message: REGISTRATION_MESSAGES.termsRequired },
        { field: 'pricing_plan_data', message: M.purchasePlan },
        { field: 'stripe_account_id', message: M.connectStripe },
      ],
    });
  });

  it.each([
    ['an NGO', validUsNgo],
    ['a company, which will take gifts too', validUsCompany],
  ])('refuses %s outside India with a plan but no payment account', async (_case, form) => {
    const { owner, slug } = await ownerAtStepTwo({
      form,
      columns: { pricingPlan: purchasedPlan({ currency: 'USD', amount: 300 }) },
    });
    const submitted = await savePage4(app, owner.token, withTerms(slug));
    expect(submitted.statusCode).toBe(400);
    expect(submitted.body).toEqual({
      status: false,
      message: M.connectStripe,
      errors: [{ field: 'stripe_account_id', message: M.connectStripe }],
    });
    expect(await storedDraftRow(app, slug)).toMatchObject({ status: 'draft', progressPage: 2 });
    expect(await readOutbox(app, owner.email)).toEqual([]);
  });

  it('checks the bank accounts first, as Save draft does', async () => {
    const { owner, slug } = await ownerAtStepTwo({ columns: { pricingPlan: purchasedPlan() } });
    const submitted = await savePage4(app, owner.token, {
      ...withTerms(slug),
      ...validDomesticAccount,
      re_account_number: '1',
    });
    expect(submitted.body).toMatchObject({ status: false, message: M.accountNumberMismatch });
  });

  it('submits an India NGO with a purchased plan and both saves on record; no onboarding email', async () => {
    const { owner, slug } = await ownerAtStepTwo({ columns: { pricingPlan: purchasedPlan() } });
    const draft = await savePage3(app, owner.token, { ...validDomesticAccount, slug, version: 1 });
    expect(draft.statusCode).toBe(200);
    const submitted = await savePage4(app, owner.token, {
      ...validDomesticAccount,
      ...withTerms(slug),
      version: 2,
    });
    expect(submitted.statusCode).toBe(200);
    expect(submitted.body.data).toMatchObject({
      slug,
      progress_page: 4,
      organization: {
        status: 'submitted',
        progress_page: 4,
        version: 3,
        third_page_terms: true,
        account_number: DOMESTIC_NUMBER,
        pricing_plan_data: purchasedPlan(),
        plan_waived: false,
      },
    });
    const row = await storedDraftRow(app, slug);
    expect(row).toMatchObject({ status: 'submitted', progressPage: 4, grantStatus: 'none' });
    expect(row?.submittedAt).toEqual(SUBMITTED_AT);
    const sent = await readOutbox(app, owner.email);
    expect(sent.map((email) => email.link)).toEqual([`${PUBLIC_URL}/dashboard`]);
  });

  it('submits a grant-program India NGO once its verification donation is recorded', async () => {
    const { owner, slug } = await ownerAtStepTwo({
      form: { ...validIndiaCompany, organization_type: 'ngo', is_grant_program: true },
      columns: {
        pricingPlan: purchasedPlan({
          plan_type: 'donation',
          plan_name: 'Verification',
          period: null,
          amount: 500,
        }),
      },
    });
    const submitted = await savePage4(app, owner.token, withTerms(slug));
    expect(submitted.statusCode).toBe(200);
    expect(submitted.body.data.organization.status).toBe('submitted');
    expect((await storedDraftRow(app, slug))?.grantStatus).toBe('applied');
  });

  it('waives the plan for an owner on PLAN_BYPASS_EMAILS, whatever the case of the email', async () => {
    const { owner, slug } = await ownerAtStepTwo({}, 'Waived-Owner@Example.org');
    expect((await getDraft(app, owner.token, slug)).body.data.organization.plan_waived).toBe(true);
    const submitted = await savePage4(app, owner.token, withTerms(slug));
    expect(submitted.statusCode).toBe(200);
    expect(submitted.body.data.organization).toMatchObject({
      status: 'submitted',
      plan_waived: true,
      pricing_plan_data: null,
    });
  });

  it('submits a non-India NGO with a plan and an account, and emails the wizard link to finish onboarding', async () => {
    const organizationEmail = `org-${randomUUID()}@example.org`;
    const { owner, slug } = await ownerAtStepTwo({
      form: { ...validUsNgo, organization_email: organizationEmail },
      columns: {
        paymentProvider: 'sandbox',
        paymentAccountId: `acct_${randomUUID()}`,
        pricingPlan: purchasedPlan({ currency: 'USD', amount: 300 }),
      },
    });
    const row = await storedDraftRow(app, slug);
    const accountId = row?.paymentAccountId ?? '';
    const submitted = await savePage4(app, owner.token, withTerms(slug));
    expect(submitted.statusCode).toBe(200);
    expect(submitted.body.data.organization).toMatchObject({
      status: 'submitted',
      payment_provider: 'sandbox',
      stripe_account_id: accountId,
      payment_onboarded: false,
    });

    // The wizard, where the signed-in owner gets an onboarding link of their own: the email
    // carries none (docs/product/payments.md#onboarding-links).
    const link = `${PUBLIC_URL}/organization/partner-onboarding?slug=${slug}`;
    expect(finishOnboardingLink({ publicUrl: PUBLIC_URL, slug })).toBe(link);
    for (const to of [owner.email, organizationEmail]) {
      expect((await readOutbox(app, to)).map((sent) => sent.text).join('\n')).not.toContain(
        accountId,
      );
      const [email, ...more] = (await readOutbox(app, to)).filter((sent) => sent.link === link);
      expect(more).toEqual([]);
      expect(email).toMatchObject({ channel: 'email', link });
      expect(email?.text).toContain(link);
      expect(email?.text).toContain(validUsNgo.organization_name);
    }
  });

  it('emails a company outside India the wizard link while its onboarding is unfinished; only once to a shared address', async () => {
    const { owner, slug } = await ownerAtStepTwo(
      {
        form: { ...validUsCompany, organization_email: 'Shared@Example.org' },
        columns: {
          paymentProvider: 'sandbox',
          paymentAccountId: `acct_${randomUUID()}`,
          pricingPlan: purchasedPlan({ currency: 'USD', amount: 300 }),
        },
      },
      'shared@example.org',
    );
    const submitted = await savePage4(app, owner.token, withTerms(slug));
    expect(submitted.statusCode).toBe(200);
    // One of each email to the one mailbox, whichever spelling of it the email took.
    const sent = [
      ...(await readOutbox(app, 'shared@example.org')),
      ...(await readOutbox(app, 'Shared@Example.org')),
    ];
    expect(sent.map((email) => email.link).sort()).toEqual([
      `${PUBLIC_URL}/dashboard`,
      `${PUBLIC_URL}/organization/partner-onboarding?slug=${slug}`,
    ]);
  });

  it('sends no onboarding email when the payment onboarding is done', async () => {
    const { owner, slug } = await ownerAtStepTwo({
      form: validUsCompany,
      columns: {
        paymentProvider: 'sandbox',
        paymentAccountId: `acct_${randomUUID()}`,
        paymentOnboarded: true,
        pricingPlan: purchasedPlan({ currency: 'USD', amount: 300 }),
      },
    });
    expect((await savePage4(app, owner.token, withTerms(slug))).statusCode).toBe(200);
    const sent = await readOutbox(app, owner.email);
    expect(sent.map((email) => email.link)).toEqual([`${PUBLIC_URL}/dashboard`]);
  });

  it('answers 409 to a second submit and to any later save, and changes nothing', async () => {
    const { owner, slug } = await ownerAtStepTwo({ columns: { pricingPlan: purchasedPlan() } });
    expect((await savePage4(app, owner.token, withTerms(slug))).statusCode).toBe(200);
    const before = await storedDraftRow(app, slug);
    for (const save of [savePage4, savePage3]) {
      const again = await save(app, owner.token, withTerms(slug));
      expect(again).toMatchObject({
        statusCode: 409,
        body: { status: false, message: DRAFT_MESSAGES.notDraft },
      });
    }
    expect(await storedDraftRow(app, slug)).toEqual(before);
  });

  it("answers 404 for someone else's draft, 409 for a stale version, 400 before page 2", async () => {
    const { slug } = await ownerAtStepTwo({ columns: { pricingPlan: purchasedPlan() } });
    const intruder = await createOwner(app, BYPASS_EMAIL);
    expect((await savePage4(app, intruder.token, withTerms(slug))).statusCode).toBe(404);
    expect((await storedDraftRow(app, slug))?.status).toBe('draft');

    const mine = await ownerAtStepTwo({ columns: { pricingPlan: purchasedPlan() } });
    const stale = await savePage4(app, mine.owner.token, { ...withTerms(mine.slug), version: 7 });
    expect(stale.body).toMatchObject({ message: DRAFT_MESSAGES.staleVersion });

    const early = await ownerAtStepTwo({
      progressPage: 1,
      columns: { pricingPlan: purchasedPlan() },
    });
    const refused = await savePage4(app, early.owner.token, withTerms(early.slug));
    expect(refused.body).toMatchObject({ message: M.stepOneFirst });
  });
});
