import { z } from 'zod';
import { API_MESSAGES } from '../api/messages.ts';

/*
 * Step 2 (Verify payments): the page-3 form (docs/product/wizard.md#step-2-verify-payments). Like
 * steps 0 and 1, a missing value reads as empty and the ordered rules of payments-rules.ts answer
 * for it; a value of the wrong JSON type is refused with 400 naming the field.
 */
const text = () => z.string({ error: API_MESSAGES.notText }).default('');
const flag = () => z.boolean({ error: API_MESSAGES.notTrueOrFalse }).default(false);

export const BANK_ACCOUNT_TYPES = ['Current Account', 'Savings Account'] as const;
export type BankAccountType = (typeof BANK_ACCOUNT_TYPES)[number];

const accountType = () =>
  z
    .string({ error: API_MESSAGES.notText })
    .default('')
    .pipe(z.enum([...BANK_ACCOUNT_TYPES, ''] as const).catch(''));

/** The FCRA account's IFSC starts as the State Bank of India, New Delhi Main Branch. */
export const FCRA_DEFAULT_IFSC = 'SBIN0000691';

/** Every field of one bank account, unprefixed; the FCRA account's are the same with `fcra_`. */
export const BANK_ACCOUNT_KEYS = [
  'account_holder_name',
  'account_number',
  're_account_number',
  'account_ifsc',
  'account_email',
  'account_type',
  'account_phone',
  'account_bank_name',
  'account_address_line_1',
  'account_address_line_2',
  'account_city',
  'account_state',
  'account_country',
  'account_postal_code',
  /** The private upload's key (purpose cancel-check / fcra-cancel-check). */
  'account_cancel_check',
] as const;
export type BankAccountKey = (typeof BANK_ACCOUNT_KEYS)[number];

export const BANK_ACCOUNTS = [
  { prefix: '', show: 'show_domestic_account', uploadPurpose: 'cancel-check' },
  { prefix: 'fcra_', show: 'show_fcra_account', uploadPurpose: 'fcra-cancel-check' },
] as const;
export type BankAccountPrefix = (typeof BANK_ACCOUNTS)[number]['prefix'];

type BankAccountShape<P extends string> = {
  [K in BankAccountKey as `${P}${K}`]: K extends 'account_type'
    ? ReturnType<typeof accountType>
    : ReturnType<typeof text>;
};

function bankAccountShape<P extends BankAccountPrefix>(prefix: P): BankAccountShape<P> {
  return Object.fromEntries(
    BANK_ACCOUNT_KEYS.map((key) => [
      `${prefix}${key}`,
      key === 'account_type' ? accountType() : text(),
    ]),
  ) as BankAccountShape<P>;
}

/** The field of `key` in the account with `prefix`: ('fcra_', 'account_number') → 'fcra_account_number'. */
export const bankAccountField = <P extends BankAccountPrefix, K extends BankAccountKey>(
  prefix: P,
  key: K,
) => `${prefix}${key}` as `${P}${K}`;

/** The page-3 fields, and the body of `POST /api/organization/create/page/3` (with slug, version). */
export const paymentsFormSchema = z.object({
  show_domestic_account: flag(),
  ...bankAccountShape(''),
  show_fcra_account: flag(),
  ...bankAccountShape('fcra_'),
  third_page_terms: flag(),
});
export type PaymentsForm = z.infer<typeof paymentsFormSchema>;
export type PaymentsField = keyof PaymentsForm;

/** A new step 2: no account shown, the FCRA IFSC preset. */
export const emptyPaymentsForm: PaymentsForm = {
  ...paymentsFormSchema.parse({}),
  fcra_account_ifsc: FCRA_DEFAULT_IFSC,
};
