import { describe, expect, it } from 'vitest';
import { API_MESSAGES } from '../api/messages.ts';
import { isPrivatePurpose } from '../uploads/upload-visibility.ts';
import {
  BANK_ACCOUNT_KEYS,
  BANK_ACCOUNTS,
  bankAccountField,
  emptyPaymentsForm,
  FCRA_DEFAULT_IFSC,
  paymentsFormSchema,
} from './payments-form.ts';

describe('the step-2 form', () => {
  it('reads missing values as empty, and starts the FCRA IFSC at SBI New Delhi Main Branch', () => {
    const parsed = paymentsFormSchema.parse({});
    expect(parsed.show_domestic_account).toBe(false);
    expect(parsed.third_page_terms).toBe(false);
    expect(parsed.fcra_account_ifsc).toBe('');
    expect(FCRA_DEFAULT_IFSC).toBe('SBIN0000691');
    expect(emptyPaymentsForm).toEqual({ ...parsed, fcra_account_ifsc: 'SBIN0000691' });
  });

  it('has every bank field once per account, prefixed for FCRA', () => {
    const fields = Object.keys(paymentsFormSchema.shape);
    for (const { prefix, show } of BANK_ACCOUNTS) {
      expect(fields).toContain(show);
      for (const key of BANK_ACCOUNT_KEYS) expect(fields).toContain(bankAccountField(prefix, key));
    }
    expect(fields).toHaveLength(2 * BANK_ACCOUNT_KEYS.length + 3);
    expect(bankAccountField('fcra_', 'account_number')).toBe('fcra_account_number');
    expect(bankAccountField('', 'account_ifsc')).toBe('account_ifsc');
  });

  it('keeps the cheques private: their upload purposes are private ones', () => {
    expect(BANK_ACCOUNTS.map(({ uploadPurpose }) => uploadPurpose)).toEqual([
      'cancel-check',
      'fcra-cancel-check',
    ]);
    for (const { uploadPurpose } of BANK_ACCOUNTS)
      expect(isPrivatePurpose(uploadPurpose)).toBe(true);
  });

  it('offers Current or Savings Account; anything else reads as not chosen', () => {
    expect(paymentsFormSchema.parse({ account_type: 'Current Account' }).account_type).toBe(
      'Current Account',
    );
    expect(
      paymentsFormSchema.parse({ fcra_account_type: 'Savings Account' }).fcra_account_type,
    ).toBe('Savings Account');
    expect(paymentsFormSchema.parse({ account_type: 'Joint' }).account_type).toBe('');
  });

  it('refuses a value of the wrong JSON type, naming what it must be', () => {
    const number = paymentsFormSchema.safeParse({ account_number: 123456789 });
    expect(number.error?.issues[0]).toMatchObject({
      path: ['account_number'],
      message: API_MESSAGES.notText,
    });
    const flag = paymentsFormSchema.safeParse({ show_fcra_account: 'yes' });
    expect(flag.error?.issues[0]).toMatchObject({
      path: ['show_fcra_account'],
      message: API_MESSAGES.notTrueOrFalse,
    });
  });
});
