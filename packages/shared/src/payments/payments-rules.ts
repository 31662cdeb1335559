import {
  isBankAccountNumber,
  isEmail,
  isIfsc,
  isPersonNameTooLong,
  PERSON_NAME_RULES,
} from '../organization/formats.ts';
import { LATER_STEP_FORMAT_MESSAGES, REGISTRATION_MESSAGES } from '../organization/messages.ts';
import { INDIA_COUNTRY_CODE, type OrganizationType } from '../organization/registration-form.ts';
import { isPhone } from '../phone/phone-number.ts';
import {
  collectFieldErrors,
  createRuleBuilders,
  type FieldError,
  findInlineMessage,
  isBlank,
  isFilled,
  type Rule,
} from '../rules/rule-kit.ts';
import type { PricingPlanData } from './payments-api.ts';
import {
  BANK_ACCOUNTS,
  type BankAccountKey,
  type BankAccountPrefix,
  bankAccountField,
  type PaymentsField,
  type PaymentsForm,
} from './payments-form.ts';
import { PAYMENTS_MESSAGES as M } from './payments-messages.ts';
import { isPlanPurchaseValid } from './plan-purchase.ts';

/** Who the organization is, from its step-0 form: the step-2 rules depend on it. */
export type PaymentsRuleContext = {
  country_code: string;
  organization_type: OrganizationType | '';
  is_grant_program: boolean;
};

/** What the final submit also reads, decided by the server from its own records. */
export type SubmitRuleContext = PaymentsRuleContext & {
  /**
   * The payment the provider confirmed (a plan, or a grant program's verification donation), or
   * null; it counts only as `isPlanPurchaseValid` says.
   */
  pricingPlan: PricingPlanData | null;
  /** The owner's email is on PLAN_BYPASS_EMAILS. */
  isPlanWaived: boolean;
  /** A payment-provider account exists for the organization (not necessarily onboarded). */
  hasPaymentAccount: boolean;
};

/** The fields a submit rule marks that are not form fields: the plan and the provider account. */
export type SubmitField = PaymentsField | 'pricing_plan_data' | 'stripe_account_id';
export type PaymentsFieldError = FieldError<SubmitField>;

/** What a rule reads: the page's form, and who the organization is (and, on submit, more). */
type PaymentsInput<C extends PaymentsRuleContext> = { form: PaymentsForm; context: C };
type PaymentsRule<C extends PaymentsRuleContext> = Rule<PaymentsInput<C>, SubmitField>;

const { rule, formatRule, onlyWhen } = createRuleBuilders<
  PaymentsInput<PaymentsRuleContext>,
  SubmitField
>();
const submitRule = createRuleBuilders<PaymentsInput<SubmitRuleContext>, SubmitField>().rule;

export const isIndiaOrganization = (context: PaymentsRuleContext) =>
  context.country_code === INDIA_COUNTRY_CODE;

/** The bank accounts are India's; outside India step 2 connects a payment provider instead. */
const REQUIRED_MESSAGES: Record<
  BankAccountPrefix,
  Record<
    'holder' | 'number' | 'reNumber' | 'mismatch' | 'type' | 'ifsc' | 'email' | 'phone',
    string
  >
> = {
  '': {
    holder: M.accountHolderNameRequired,
    number: M.accountNumberRequired,
    reNumber: M.reAccountNumberRequired,
    mismatch: M.accountNumberMismatch,
    type: M.accountTypeRequired,
    ifsc: M.ifscRequired,
    email: M.accountEmailRequired,
    phone: M.accountPhoneRequired,
  },
  fcra_: {
    holder: M.fcraAccountHolderNameRequired,
    number: M.fcraAccountNumberRequired,
    reNumber: M.fcraReAccountNumberRequired,
    mismatch: M.fcraAccountNumberMismatch,
    type: M.fcraAccountTypeRequired,
    ifsc: M.fcraIfscRequired,
    email: M.fcraAccountEmailRequired,
    phone: M.fcraAccountPhoneRequired,
  },
};

/**
 * One account's rules in the spec's order: holder name, account number, re-entry and match,
 * type, IFSC, account email, phone (each format right after its required rule). They apply in
 * India when the account's box is checked.
 */
function bankAccountRules(
  prefix: BankAccountPrefix,
  show: 'show_domestic_account' | 'show_fcra_account',
): PaymentsRule<PaymentsRuleContext>[] {
  const field = (key: BankAccountKey) => bankAccountField(prefix, key);
  const value = (form: PaymentsForm, key: BankAccountKey) => form[field(key)] as string;
  const messages = REQUIRED_MESSAGES[prefix];
  const required = (key: BankAccountKey, message: string) =>
    rule(field(key), message, ({ form }) => isBlank(value(form, key)));
  const format = (key: BankAccountKey, message: string, valid: (text: string) => boolean) =>
    formatRule(
      field(key),
      message,
      ({ form }) => isFilled(value(form, key)) && !valid(value(form, key)),
    );
  return onlyWhen(
    ({ form, context }) => isIndiaOrganization(context) && form[show],
    [
      required('account_holder_name', messages.holder),
      ...PERSON_NAME_RULES.map((nameRule) =>
        format('account_holder_name', nameRule.message, (text) => !nameRule.fails(text)),
      ),
      format(
        'account_holder_name',
        LATER_STEP_FORMAT_MESSAGES.accountHolderNameTooLong,
        (text) => !isPersonNameTooLong(text),
      ),
      required('account_number', messages.number),
      format(
        'account_number',
        LATER_STEP_FORMAT_MESSAGES.bankAccountNumberInvalid,
        isBankAccountNumber,
      ),
      required('re_account_number', messages.reNumber),
      formatRule(
        field('re_account_number'),
        messages.mismatch,
        ({ form }) =>
          isFilled(value(form, 're_account_number')) &&
          value(form, 're_account_number').trim() !== value(form, 'account_number').trim(),
      ),
      required('account_type', messages.type),
      required('account_ifsc', messages.ifsc),
      format('account_ifsc', LATER_STEP_FORMAT_MESSAGES.ifscInvalid, isIfsc),
      required('account_email', messages.email),
      format('account_email', REGISTRATION_MESSAGES.emailFormat, isEmail),
      required('account_phone', messages.phone),
      format('account_phone', REGISTRATION_MESSAGES.phoneFormat, (text) =>
        isPhone(text, INDIA_COUNTRY_CODE),
      ),
    ],
  );
}

/** Step 2's save-draft rules (page 3): the bank accounts, domestic then FCRA. */
export const PAYMENTS_RULES: readonly PaymentsRule<PaymentsRuleContext>[] = BANK_ACCOUNTS.flatMap(
  ({ prefix, show }) => bankAccountRules(prefix, show),
);

/** The message when no plan is purchased: India's depends on the grant program. */
export function missingPlanMessage(context: PaymentsRuleContext): string {
  if (!isIndiaOrganization(context)) return M.purchasePlan;
  return context.is_grant_program ? M.verifyPaymentMethod : M.choosePlan;
}

/**
 * Whether the organization must connect a payment-provider account before it submits: every
 * organization outside India, an NGO or a company, since both take gifts paid into that account
 * (docs/product/wizard.md#step-2-rules-and-saves). In India gifts settle to the bank accounts.
 */
export const needsPaymentAccount = (organization: PaymentsRuleContext) =>
  !isIndiaOrganization(organization);

/**
 * The final submit's rules (page 4): step 2's, then terms, then a purchased plan that counts for
 * the organization as it stands (or a waived one), then — outside India — a payment-provider
 * account.
 */
export const SUBMIT_RULES: readonly PaymentsRule<SubmitRuleContext>[] = [
  ...PAYMENTS_RULES,
  submitRule(
    'third_page_terms',
    REGISTRATION_MESSAGES.termsRequired,
    ({ form }) => !form.third_page_terms,
  ),
  submitRule(
    'pricing_plan_data',
    ({ context }) => missingPlanMessage(context),
    ({ context }) => !isPlanPurchaseValid(context.pricingPlan, context) && !context.isPlanWaived,
  ),
  submitRule(
    'stripe_account_id',
    M.connectStripe,
    ({ context }) => needsPaymentAccount(context) && !context.hasPaymentAccount,
  ),
];

/**
 * Every field the page-3 form fails, once, with its first failing message, in rule order; the
 * first is the banner on Save draft and the server's 400 `message`. Empty when it passes.
 */
export const validatePaymentsStep = (
  form: PaymentsForm,
  context: PaymentsRuleContext,
): PaymentsFieldError[] => collectFieldErrors({ rules: PAYMENTS_RULES, input: { form, context } });

/** The same for the final submit (page 4). */
export const validateSubmit = (
  form: PaymentsForm,
  context: SubmitRuleContext,
): PaymentsFieldError[] => collectFieldErrors({ rules: SUBMIT_RULES, input: { form, context } });

/**
 * The text under one field while the person types: its first failing format rule, or null (the
 * re-entry's mismatch included; the form shows Matched / Not Matched beside it as well).
 */
export function validatePaymentsField(
  field: PaymentsField,
  form: PaymentsForm,
  context: PaymentsRuleContext,
): string | null {
  return findInlineMessage({
    rules: PAYMENTS_RULES,
    field,
    input: { form, context },
  });
}
