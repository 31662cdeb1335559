import { DRAFT_MESSAGES } from '@givecrowd/shared/organization/draft-messages';
import {
  LATER_STEP_FORMAT_MESSAGES,
  PERSON_NAME_MESSAGES,
  REGISTRATION_MESSAGES,
} from '@givecrowd/shared/organization/messages';
import { validUsNgo } from '@givecrowd/shared/organization/registration-form.fixtures';
import {
  emptyPaymentsForm,
  FCRA_DEFAULT_IFSC,
  type PaymentsForm,
} from '@givecrowd/shared/payments/payments-form';
import { PAYMENTS_MESSAGES as M } from '@givecrowd/shared/payments/payments-messages';
import type { TestApp } from '@test/build-test-app.ts';
import { getDraft, storedDraftRow } from '@test/organization-helpers.ts';
import {
  buildPaymentsApp,
  createOwner,
  DOMESTIC_NUMBER,
  FCRA_NUMBER,
  insertStepTwoDraft,
  type StepTwoDraft,
  savePage3,
  validDomesticAccount,
  validFcraAccount,
} from '@test/payments-page-helpers.ts';
import { recordUpload } from '@test/site-helpers.ts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizations } from '@/db/schema.ts';

let app: TestApp;

beforeAll(async () => {
  app = await buildPaymentsApp();
});
afterAll(async () => app.close());

/** A signed-in owner with an India NGO draft at step 2 (or the form given). */
async function ownerAtStepTwo(options: StepTwoDraft = {}) {
  const owner = await createOwner(app);
  const draft = await insertStepTwoDraft(app, { ownerId: owner.id, ...options });
  return { owner, slug: draft.slug };
}

/** The organizations row's data as PostgreSQL holds it, as text. */
async function rawData(slug: string): Promise<string> {
  const result = await app.db.execute<{ data: string }>(
    sql`select ${organizations.data}::text as data from ${organizations} where ${organizations.slug} = ${slug}`,
  );
  return result.rows[0]?.data ?? '';
}

describe('POST /api/organization/create/page/3', () => {
  it('stores both bank accounts with the numbers encrypted, and answers them to the owner', async () => {
    const { owner, slug } = await ownerAtStepTwo();
    const saved = await savePage3(app, owner.token, {
      ...validDomesticAccount,
      ...validFcraAccount,
      slug,
      version: 1,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.body.data).toMatchObject({ slug, progress_page: 3 });
    const { organization } = saved.body.data;
    expect(organization).toMatchObject({
      ...validDomesticAccount,
      ...validFcraAccount,
      account_ifsc: 'HDFC0001234',
      account_phone: '+919876543210',
      fcra_account_phone: '+919876543211',
      third_page_terms: false,
      version: 2,
      progress_page: 3,
    });

    const text = await rawData(slug);
    expect(text).not.toContain(DOMESTIC_NUMBER);
    expect(text).not.toContain(FCRA_NUMBER);
    const row = await storedDraftRow(app, slug);
    expect(row?.data.account_number).toMatch(/^v1:[\w-]+:[\w-]+:[\w-]+$/);
    expect(row?.data.fcra_account_number).toMatch(/^v1:/);
    expect(row?.data).not.toHaveProperty('re_account_number');
    expect(row?.data).not.toHaveProperty('fcra_re_account_number');
    expect(row?.data).toMatchObject({ organization_story: expect.any(String) });

    const draft = await getDraft(app, owner.token, slug);
    expect(draft.body.data.organization).toEqual(organization);
  });

  it('reads a draft saved before step 2 as a new step 2, with the FCRA IFSC preset', async () => {
    const { owner, slug } = await ownerAtStepTwo();
    const draft = await getDraft(app, owner.token, slug);
    expect(draft.body.data.organization).toMatchObject({
      ...emptyPaymentsForm,
      fcra_account_ifsc: FCRA_DEFAULT_IFSC,
      payment_provider: null,
      stripe_account_id: null,
      payment_onboarded: false,
      pricing_plan_data: null,
      plan_waived: false,
    });
  });

  it('answers an empty checked account with 400, every required field in the rule order', async () => {
    const { owner, slug } = await ownerAtStepTwo();
    const saved = await savePage3(app, owner.token, {
      slug,
      show_domestic_account: true,
      show_fcra_account: true,
      fcra_account_ifsc: '',
    });
    expect(saved.statusCode).toBe(400);
    expect(saved.body).toEqual({
      status: false,
      message: M.accountHolderNameRequired,
      errors: [
        { field: 'account_holder_name', message: M.accountHolderNameRequired },
        { field: 'account_number', message: M.accountNumberRequired },
        { field: 're_account_number', message: M.reAccountNumberRequired },
        { field: 'account_type', message: M.accountTypeRequired },
        { field: 'account_ifsc', message: M.ifscRequired },
        { field: 'account_email', message: M.accountEmailRequired },
        { field: 'account_phone', message: M.accountPhoneRequired },
        { field: 'fcra_account_holder_name', message: M.fcraAccountHolderNameRequired },
        { field: 'fcra_account_number', message: M.fcraAccountNumberRequired },
        { field: 'fcra_re_account_number', message: M.fcraReAccountNumberRequired },
        { field: 'fcra_account_type', message: M.fcraAccountTypeRequired },
        { field: 'fcra_account_ifsc', message: M.fcraIfscRequired },
        { field: 'fcra_account_email', message: M.fcraAccountEmailRequired },
        { field: 'fcra_account_phone', message: M.fcraAccountPhoneRequired },
      ],
    });
    expect((await storedDraftRow(app, slug))?.progressPage).toBe(2);
  });

  it.each<[string, Partial<PaymentsForm>, string]>([
    ['a holder name with digits', { account_holder_name: 'Asha 2' }, PERSON_NAME_MESSAGES.digits],
    [
      'a holder name too long',
      { account_holder_name: 'A'.repeat(51) },
      LATER_STEP_FORMAT_MESSAGES.accountHolderNameTooLong,
    ],
    [
      'an account number of 8 digits',
      { account_number: '12345678', re_account_number: '12345678' },
      LATER_STEP_FORMAT_MESSAGES.bankAccountNumberInvalid,
    ],
    ['a re-entry that differs', { re_account_number: '123456789013' }, M.accountNumberMismatch],
    [
      'an IFSC of the wrong shape',
      { account_ifsc: 'HDFC12345' },
      LATER_STEP_FORMAT_MESSAGES.ifscInvalid,
    ],
    [
      'an account email without a domain',
      { account_email: 'accounts@' },
      REGISTRATION_MESSAGES.emailFormat,
    ],
    ['an account phone of 5 digits', { account_phone: '12345' }, REGISTRATION_MESSAGES.phoneFormat],
    [
      'an FCRA re-entry that differs',
      { fcra_re_account_number: '987654321099' },
      M.fcraAccountNumberMismatch,
    ],
  ])('refuses %s with its message', async (_case, change, message) => {
    const { owner, slug } = await ownerAtStepTwo();
    const saved = await savePage3(app, owner.token, {
      ...validDomesticAccount,
      ...validFcraAccount,
      ...change,
      slug,
    });
    expect(saved.statusCode).toBe(400);
    expect(saved.body.message).toBe(message);
    expect(saved.body.errors).toEqual([{ field: Object.keys(change)[0], message }]);
  });

  it('clears an account whose box is unchecked: it reads back as a new one', async () => {
    const { owner, slug } = await ownerAtStepTwo();
    const first = await savePage3(app, owner.token, {
      ...validDomesticAccount,
      ...validFcraAccount,
      slug,
    });
    expect(first.statusCode).toBe(200);
    const saved = await savePage3(app, owner.token, {
      ...validDomesticAccount,
      ...validFcraAccount,
      fcra_account_ifsc: 'SBIN0000001',
      show_fcra_account: false,
      slug,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.body.data.organization).toMatchObject({
      ...validDomesticAccount,
      account_ifsc: 'HDFC0001234',
      account_phone: '+919876543210',
      show_fcra_account: false,
      fcra_account_holder_name: '',
      fcra_account_number: '',
      fcra_re_account_number: '',
      fcra_account_ifsc: FCRA_DEFAULT_IFSC,
    });
    expect(await rawData(slug)).not.toContain(FCRA_NUMBER);
  });

  it('stores no bank account outside India, whatever is sent', async () => {
    const { owner, slug } = await ownerAtStepTwo({ form: validUsNgo });
    const saved = await savePage3(app, owner.token, {
      ...validDomesticAccount,
      ...validFcraAccount,
      account_number: 'not a number',
      slug,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.body.data.organization).toMatchObject({
      ...emptyPaymentsForm,
      show_domestic_account: false,
      show_fcra_account: false,
    });
    const text = await rawData(slug);
    expect(text).not.toContain(FCRA_NUMBER);
    expect(text).not.toContain(validDomesticAccount.account_holder_name);
  });

  it("accepts the owner's own cheques and refuses anyone else's, or one of the other account", async () => {
    const { owner, slug } = await ownerAtStepTwo();
    const other = await createOwner(app);
    const own = await recordUpload(app, { ownerId: owner.id, purpose: 'cancel-check' });
    const ownFcra = await recordUpload(app, { ownerId: owner.id, purpose: 'fcra-cancel-check' });
    const foreign = await recordUpload(app, { ownerId: other.id, purpose: 'fcra-cancel-check' });
    const accounts = { ...validDomesticAccount, ...validFcraAccount, slug };

    const refused = await savePage3(app, owner.token, {
      ...accounts,
      account_cancel_check: ownFcra,
      fcra_account_cancel_check: foreign,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toEqual({
      status: false,
      message: M.cancelCheckNotYours,
      errors: [
        { field: 'account_cancel_check', message: M.cancelCheckNotYours },
        { field: 'fcra_account_cancel_check', message: M.cancelCheckNotYours },
      ],
    });
    expect((await storedDraftRow(app, slug))?.version).toBe(1);

    const saved = await savePage3(app, owner.token, {
      ...accounts,
      account_cancel_check: own,
      fcra_account_cancel_check: ownFcra,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.body.data.organization).toMatchObject({
      account_cancel_check: own,
      fcra_account_cancel_check: ownFcra,
    });
  });

  it("answers 404 for someone else's draft and changes nothing", async () => {
    const { slug } = await ownerAtStepTwo();
    const intruder = await createOwner(app);
    const before = await storedDraftRow(app, slug);
    const saved = await savePage3(app, intruder.token, { ...validDomesticAccount, slug });
    expect(saved).toMatchObject({
      statusCode: 404,
      body: { status: false, message: DRAFT_MESSAGES.notFound },
    });
    expect(await storedDraftRow(app, slug)).toEqual(before);
  });

  it('answers 409 for a stale version, and 401 without a token', async () => {
    const { owner, slug } = await ownerAtStepTwo();
    const body = { ...validDomesticAccount, slug, version: 1 };
    expect((await savePage3(app, owner.token, body)).statusCode).toBe(200);
    const stale = await savePage3(app, owner.token, body);
    expect(stale).toMatchObject({
      statusCode: 409,
      body: { status: false, message: DRAFT_MESSAGES.staleVersion },
    });
    expect((await savePage3(app, null, body)).statusCode).toBe(401);
  });

  it('answers 400 until pages 1 and 2 are saved', async () => {
    const { owner, slug } = await ownerAtStepTwo({ progressPage: 1 });
    const saved = await savePage3(app, owner.token, { ...validDomesticAccount, slug });
    expect(saved).toMatchObject({
      statusCode: 400,
      body: { status: false, message: M.stepOneFirst },
    });
  });

  it('refuses a value of the wrong JSON type with 400 naming the field, never echoing it', async () => {
    const { owner, slug } = await ownerAtStepTwo();
    const saved = await savePage3(app, owner.token, {
      ...validDomesticAccount,
      account_number: 123456789012,
      slug,
    });
    expect(saved.statusCode).toBe(400);
    expect(saved.body.message).toContain('account_number');
    expect(JSON.stringify(saved.body)).not.toContain(DOMESTIC_NUMBER);
  });
});
