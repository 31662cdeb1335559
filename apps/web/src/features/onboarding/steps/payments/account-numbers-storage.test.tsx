import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { DRAFT_PATH, draftAnswer, draftAtStepTwo } from '@/api/get-draft.fixture';
import { openStepTwo, validDomesticAccount } from './payments-step.fixture';

const textbox = (name: RegExp) => screen.getByRole('textbox', { name });
const stored = () => sessionStorage.getItem('organizationRegistrationForm') ?? '';

describe('bank account numbers in the browser', () => {
  beforeEach(() => sessionStorage.clear());

  it('keeps what is typed on step 2 for a reload, but never the account number or its re-entry', async () => {
    openStepTwo({ answers: { [DRAFT_PATH]: draftAnswer(draftAtStepTwo()) } });
    await screen.findByRole('heading', { name: 'Accounts and payment' });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Add domestic bank account' }));
    for (const [field, text] of [
      [/^Account holder name/, 'Asha Rao'],
      [/^Account number/, '123456789012'],
      [/^Re-enter account number/, '123456789012'],
      [/^IFSC/, 'HDFC0001234'],
    ] as const) {
      await userEvent.click(textbox(field));
      await userEvent.paste(text);
    }

    await waitFor(() => expect(stored()).toContain('HDFC0001234'));
    expect(stored()).toContain('Asha Rao');
    expect(stored()).not.toContain('123456789012');
  });

  it("fills the saved draft's account numbers beside the edits this tab kept", async () => {
    openStepTwo({
      answers: {
        [DRAFT_PATH]: draftAnswer(draftAtStepTwo({ form: { ...validDomesticAccount } })),
      },
      unsaved: draftAtStepTwo({
        form: { ...validDomesticAccount, account_holder_name: 'Asha R. Rao' },
      }),
    });
    await screen.findByRole('heading', { name: 'Accounts and payment' });
    expect(textbox(/^Account holder name/)).toHaveValue('Asha R. Rao');
    await waitFor(() => expect(textbox(/^Account number/)).toHaveValue('123456789012'));
    expect(textbox(/^Re-enter account number/)).toHaveValue('123456789012');
    expect(stored()).not.toContain('123456789012');
  });
});
