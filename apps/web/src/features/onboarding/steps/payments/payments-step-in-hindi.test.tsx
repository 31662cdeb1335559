import { HINDI_MESSAGES } from '@givecrowd/shared/i18n/hindi-messages';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DRAFT_PATH, draftAnswer, draftAtStepTwo } from '@/api/get-draft.fixture';
import { changeLanguage } from '@/lib/i18n';
import hi from '@/locales/hi.json';
import { openStepTwo, plansAnswer } from './payments-step.fixture';

const hindi = (key: string) => HINDI_MESSAGES[key] ?? key;

const bank = hi.onboarding.payments.bank;
/** A field by its whole label (a required field's name ends in its asterisk). */
const field = (label: string) =>
  screen.getByRole('textbox', { name: new RegExp(`^${label}( \\*)?$`) });

describe('step 2 in Hindi', () => {
  beforeEach(async () => {
    sessionStorage.clear();
    await changeLanguage('hi');
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    await changeLanguage('en');
  });

  it('labels the bank account, says Matched and Not Matched, and shows the picker in Hindi', async () => {
    openStepTwo({
      answers: {
        [DRAFT_PATH]: draftAnswer(draftAtStepTwo()),
        'GET /api/pricing-plans?country=IN': plansAnswer,
      },
    });
    await userEvent.click(await screen.findByRole('checkbox', { name: bank.domestic.show }));
    await userEvent.type(field(bank.domestic.account_number), '123456789012');
    const reEntry = field(bank.domestic.re_account_number);
    await userEvent.type(reEntry, '1234');
    expect(screen.getByText(hindi('laterStep.bankAccountNumbersDiffer'))).toBeVisible();
    expect(reEntry).toHaveAccessibleDescription(
      new RegExp(hindi('payments.accountNumberMismatch')),
    );
    await userEvent.type(reEntry, '56789012');
    expect(screen.getByText(hindi('laterStep.bankAccountNumbersMatch'))).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: hi.onboarding.payments.plan.choose }));
    const dialog = await screen.findByRole('dialog', { name: hi.pricing.title });
    expect(await within(dialog).findByText(hindi('payments.refundableCharge'))).toBeVisible();
    expect(within(dialog).getAllByText('हिसाब दिखाएँ')).toHaveLength(2);
  });

  it('shows the purchased plan in Hindi', async () => {
    openStepTwo({
      answers: {
        [DRAFT_PATH]: draftAnswer(
          draftAtStepTwo({
            payments: {
              pricing_plan_data: {
                is_plan_purchased: true,
                plan_name: 'Starter',
                plan_type: 'recurring',
                amount: 2999,
                currency: 'INR',
                period: 'Quarterly',
                purchased_at: '2030-01-02T10:00:00.000Z',
              },
            },
          }),
        ),
      },
    });
    expect(await screen.findByText('आपने Starter प्लान खरीदा है।')).toBeVisible();
  });
});
