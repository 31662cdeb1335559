import { emptyWizardForm } from '@givecrowd/shared/organization/wizard-form';
import { beforeEach, describe, expect, it } from 'vitest';
import { accountNumbersOf, readUnsavedForm, storeUnsavedForm } from './wizard-storage';

const typed = {
  ...emptyWizardForm,
  organization_name: 'Helping Hands Foundation',
  show_domestic_account: true,
  account_holder_name: 'Asha Rao',
  account_number: '123456789012',
  re_account_number: '123456789012',
  account_ifsc: 'HDFC0001234',
  show_fcra_account: true,
  fcra_account_number: '987654321098',
  fcra_re_account_number: '98765432',
};

describe('the unsaved form in sessionStorage', () => {
  beforeEach(() => sessionStorage.clear());

  it('never keeps a bank account number or its re-entry, and keeps the rest', () => {
    storeUnsavedForm(typed, 'helping-hands');
    const stored = Object.values({ ...sessionStorage }).join('\n');
    for (const digits of ['123456789012', '987654321098', '98765432']) {
      expect(stored).not.toContain(digits);
    }
    expect(readUnsavedForm('helping-hands')).toEqual({
      ...typed,
      account_number: '',
      re_account_number: '',
      fcra_account_number: '',
      fcra_re_account_number: '',
    });
  });

  it('names the numbers a loaded draft fills back in', () => {
    expect(accountNumbersOf(typed)).toEqual({
      account_number: '123456789012',
      re_account_number: '123456789012',
      fcra_account_number: '987654321098',
      fcra_re_account_number: '98765432',
    });
  });
});
