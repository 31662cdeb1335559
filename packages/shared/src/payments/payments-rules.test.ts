import { describe, expect, it } from 'vitest';
import {
  LATER_STEP_FORMAT_MESSAGES as L,
  PERSON_NAME_MESSAGES,
  REGISTRATION_MESSAGES as R,
} from '../organization/messages.ts';
import type { PricingPlanData } from './payments-api.ts';
import { emptyPaymentsForm, type PaymentsForm, paymentsFormSchema } from './payments-form.ts';
import { PAYMENTS_MESSAGES as M } from './payments-messages.ts';
import {
  missingPlanMessage,
  type PaymentsRuleContext,
  type SubmitRuleContext,
  validatePaymentsField,
  validatePaymentsStep,
  validateSubmit,
} from './payments-rules.ts';

const india: PaymentsRuleContext = {
  country_code: 'IN',
  organization_type: 'ngo',
  is_grant_program: false,
};
const usa: PaymentsRuleContext = { ...india, country_code: 'US' };

/** Both accounts, every field valid. */
const valid: PaymentsForm = {
  ...emptyPaymentsForm,
  show_domestic_account: true,
  account_holder_name: 'अनिता शर्मा',
  account_number: '123456789',
  re_account_number: '123456789',
  account_type: 'Savings Account',
  account_ifsc: 'hdfc0001234',
  account_email: 'accounts@asha.org',
  account_phone: '+91 98765 43210',
  show_fcra_account: true,
  fcra_account_holder_name: "Meera D'Souza",
  fcra_account_number: '123456789012345678',
  fcra_re_account_number: ' 123456789012345678 ',
  fcra_account_type: 'Current Account',
  fcra_account_email: 'fcra@asha.org',
  fcra_account_phone: '098765 43210',
  third_page_terms: true,
};

const first = (form: PaymentsForm, context = india) => validatePaymentsStep(form, context)[0];

describe('validatePaymentsStep (Save draft, page 3)', () => {
  it('passes both valid accounts, and an India form with no account', () => {
    expect(validatePaymentsStep(valid, india)).toEqual([]);
    expect(validatePaymentsStep(emptyPaymentsForm, india)).toEqual([]);
  });

  it('applies the bank rules only in India, and only to a checked account', () => {
    const empty = { ...emptyPaymentsForm, show_domestic_account: true, show_fcra_account: true };
    expect(validatePaymentsStep(empty, usa)).toEqual([]);
    expect(validatePaymentsStep(empty, { ...india, country_code: '' })).toEqual([]);
    const unchecked = { ...valid, show_fcra_account: false, fcra_account_number: 'x' };
    expect(validatePaymentsStep(unchecked, india)).toEqual([]);
  });

  it.each([
    [
      '',
      'domestic',
      M.accountHolderNameRequired,
      M.accountNumberRequired,
      M.reAccountNumberRequired,
      M.accountNumberMismatch,
      M.accountTypeRequired,
      M.ifscRequired,
      M.accountEmailRequired,
      M.accountPhoneRequired,
    ],
    [
      'fcra_',
      'FCRA',
      M.fcraAccountHolderNameRequired,
      M.fcraAccountNumberRequired,
      M.fcraReAccountNumberRequired,
      M.fcraAccountNumberMismatch,
      M.fcraAccountTypeRequired,
      M.fcraIfscRequired,
      M.fcraAccountEmailRequired,
      M.fcraAccountPhoneRequired,
    ],
  ] as const)(
    'checks the %s%s account in the spec order, each format right after its required rule',
    (prefix, _name, holder, number, reNumber, mismatch, type, ifsc, email, phone) => {
      const f = (key: string) => `${prefix}${key}`;
      const steps: [Record<string, string>, string][] = [
        [{ [f('account_holder_name')]: ' ' }, holder],
        [{ [f('account_holder_name')]: 'Asha 2' }, PERSON_NAME_MESSAGES.digits],
        [{ [f('account_holder_name')]: 'Asha & Co' }, PERSON_NAME_MESSAGES.symbols],
        [{ [f('account_holder_name')]: 'A'.repeat(51) }, L.accountHolderNameTooLong],
        [{ [f('account_number')]: '' }, number],
        [
          { [f('account_number')]: '12345678', [f('re_account_number')]: '12345678' },
          L.bankAccountNumberInvalid,
        ],
        [
          {
            [f('account_number')]: '1234567890123456789',
            [f('re_account_number')]: '1234567890123456789',
          },
          L.bankAccountNumberInvalid,
        ],
        [
          { [f('account_number')]: '12345678a', [f('re_account_number')]: '12345678a' },
          L.bankAccountNumberInvalid,
        ],
        [{ [f('re_account_number')]: '' }, reNumber],
        [{ [f('re_account_number')]: '999999999' }, mismatch],
        [{ [f('account_type')]: '' }, type],
        [{ [f('account_ifsc')]: '' }, ifsc],
        [{ [f('account_ifsc')]: 'HDFC000123' }, L.ifscInvalid],
        [{ [f('account_ifsc')]: 'HDF00001234' }, L.ifscInvalid],
        [{ [f('account_email')]: '' }, email],
        [{ [f('account_email')]: 'accounts@' }, R.emailFormat],
        [{ [f('account_phone')]: '' }, phone],
        [{ [f('account_phone')]: '12345' }, R.phoneFormat],
        [{ [f('account_phone')]: '98765 4321' }, R.phoneFormat],
      ];
      for (const [change, message] of steps) {
        const error = first(paymentsFormSchema.parse({ ...valid, ...change }));
        expect(error, JSON.stringify(change)).toEqual({ field: Object.keys(change)[0], message });
      }
    },
  );

  it('names every failing field once, with its first message, domestic before FCRA', () => {
    const form: PaymentsForm = {
      ...valid,
      account_holder_name: '',
      account_number: '12',
      re_account_number: '13',
      fcra_account_ifsc: 'nope',
      fcra_account_phone: '',
    };
    expect(validatePaymentsStep(form, india)).toEqual([
      { field: 'account_holder_name', message: M.accountHolderNameRequired },
      { field: 'account_number', message: L.bankAccountNumberInvalid },
      { field: 're_account_number', message: M.accountNumberMismatch },
      { field: 'fcra_account_ifsc', message: L.ifscInvalid },
      { field: 'fcra_account_phone', message: M.fcraAccountPhoneRequired },
    ]);
  });

  it('does not ask for the terms, the plan or an account on Save draft', () => {
    const form = { ...emptyPaymentsForm, third_page_terms: false };
    expect(validatePaymentsStep(form, usa)).toEqual([]);
  });
});

describe('validateSubmit (page 4)', () => {
  /** A plan bought in the currency of the context's country. */
  const planFor = (context: PaymentsRuleContext): PricingPlanData => ({
    is_plan_purchased: true,
    plan_name: 'Starter',
    plan_type: 'recurring',
    amount: context.country_code === 'IN' ? 2999 : 49,
    currency: context.country_code === 'IN' ? 'INR' : 'USD',
    period: 'Quarterly',
    purchased_at: '2030-01-01T09:00:00.000Z',
  });
  const submit = (
    context: PaymentsRuleContext,
    overrides: Partial<SubmitRuleContext> = {},
  ): SubmitRuleContext => ({
    ...context,
    pricingPlan: planFor(context),
    isPlanWaived: false,
    hasPaymentAccount: false,
    ...overrides,
  });

  it('passes with the terms and a purchased plan; an India NGO needs no payment account', () => {
    expect(validateSubmit(valid, submit(india))).toEqual([]);
  });

  it('passes with a waived plan instead of a purchased one', () => {
    expect(validateSubmit(valid, submit(india, { pricingPlan: null, isPlanWaived: true }))).toEqual(
      [],
    );
  });

  it('checks the bank accounts first, then the terms', () => {
    const form = { ...valid, account_ifsc: '', third_page_terms: false };
    expect(validateSubmit(form, submit(india))).toEqual([
      { field: 'account_ifsc', message: M.ifscRequired },
      { field: 'third_page_terms', message: R.termsRequired },
    ]);
  });

  it.each([
    ['an India NGO', india, M.choosePlan],
    ['an India company', { ...india, organization_type: 'company' as const }, M.choosePlan],
    ['an India grant program', { ...india, is_grant_program: true }, M.verifyPaymentMethod],
    ['a company outside India', { ...usa, organization_type: 'company' as const }, M.purchasePlan],
    [
      'a grant program outside India',
      { ...usa, organization_type: 'company' as const, is_grant_program: true },
      M.purchasePlan,
    ],
  ])('asks %s without a plan: %s', (_case, context, message) => {
    expect(missingPlanMessage(context)).toBe(message);
    // The payment account outside India is another rule's: here it is connected.
    expect(
      validateSubmit(valid, submit(context, { pricingPlan: null, hasPaymentAccount: true })),
    ).toEqual([{ field: 'pricing_plan_data', message }]);
  });

  it("counts only a plan of the current country's currency, and a donation only for a grant program", () => {
    const company = { ...usa, organization_type: 'company' as const };
    const dollarDonation: PricingPlanData = {
      ...planFor(usa),
      plan_name: 'Verification donation',
      plan_type: 'donation',
      amount: 1,
      period: null,
    };
    expect(
      validateSubmit(
        valid,
        submit(company, { pricingPlan: planFor(india), hasPaymentAccount: true }),
      ),
    ).toEqual([{ field: 'pricing_plan_data', message: M.purchasePlan }]);
    expect(validateSubmit(valid, submit(india, { pricingPlan: planFor(usa) }))).toEqual([
      { field: 'pricing_plan_data', message: M.choosePlan },
    ]);
    expect(
      validateSubmit(
        valid,
        submit(company, { pricingPlan: dollarDonation, hasPaymentAccount: true }),
      ),
    ).toEqual([{ field: 'pricing_plan_data', message: M.purchasePlan }]);
    const grant = { ...company, is_grant_program: true };
    expect(
      validateSubmit(
        valid,
        submit(grant, { pricingPlan: dollarDonation, hasPaymentAccount: true }),
      ),
    ).toEqual([]);
  });

  it('asks an organization outside India to purchase a plan, then to connect its payment account', () => {
    const form = { ...emptyPaymentsForm, third_page_terms: true };
    expect(validateSubmit(form, submit(usa, { pricingPlan: null }))).toEqual([
      { field: 'pricing_plan_data', message: M.purchasePlan },
      { field: 'stripe_account_id', message: M.connectStripe },
    ]);
    expect(validateSubmit(form, submit(usa))).toEqual([
      { field: 'stripe_account_id', message: M.connectStripe },
    ]);
    expect(validateSubmit(form, submit(usa, { hasPaymentAccount: true }))).toEqual([]);
  });

  it('asks a company outside India for a payment account too, and India for none', () => {
    const form = { ...emptyPaymentsForm, third_page_terms: true };
    const usaCompany = { ...usa, organization_type: 'company' as const };
    expect(validateSubmit(form, submit(usaCompany))).toEqual([
      { field: 'stripe_account_id', message: M.connectStripe },
    ]);
    expect(validateSubmit(form, submit(usaCompany, { hasPaymentAccount: true }))).toEqual([]);
    expect(validateSubmit(form, submit(india))).toEqual([]);
  });
});

describe('validatePaymentsField (the text under a field while typing)', () => {
  it('shows the format rules only, never a required one', () => {
    const form = { ...valid, account_number: '', account_holder_name: '' };
    expect(validatePaymentsField('account_number', form, india)).toBeNull();
    expect(validatePaymentsField('account_holder_name', form, india)).toBeNull();
  });

  it.each<[keyof PaymentsForm, Partial<PaymentsForm>, string]>([
    ['account_holder_name', { account_holder_name: 'Asha 2' }, PERSON_NAME_MESSAGES.digits],
    [
      'fcra_account_holder_name',
      { fcra_account_holder_name: 'A'.repeat(51) },
      L.accountHolderNameTooLong,
    ],
    ['account_number', { account_number: '1234' }, L.bankAccountNumberInvalid],
    ['re_account_number', { re_account_number: '1234' }, M.accountNumberMismatch],
    ['fcra_re_account_number', { fcra_re_account_number: '1234' }, M.fcraAccountNumberMismatch],
    ['account_ifsc', { account_ifsc: 'HDFC' }, L.ifscInvalid],
    ['account_email', { account_email: 'a@' }, R.emailFormat],
    ['fcra_account_phone', { fcra_account_phone: '12ab' }, R.phoneFormat],
  ])('shows %s its format text', (field, change, message) => {
    expect(validatePaymentsField(field, { ...valid, ...change }, india)).toBe(message);
    expect(validatePaymentsField(field, { ...valid, ...change }, usa)).toBeNull();
  });

  it('stays quiet for a valid field and for an unchecked account', () => {
    expect(validatePaymentsField('account_ifsc', valid, india)).toBeNull();
    const unchecked = { ...valid, show_domestic_account: false, account_ifsc: 'HDFC' };
    expect(validatePaymentsField('account_ifsc', unchecked, india)).toBeNull();
  });
});
