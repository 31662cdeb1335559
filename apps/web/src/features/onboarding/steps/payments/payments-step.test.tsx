import {
  LATER_STEP_FORMAT_MESSAGES as L,
  REGISTRATION_MESSAGES as R,
} from '@givecrowd/shared/organization/messages';
import { NDEP_PROGRAM } from '@givecrowd/shared/organization/registration-form';
import { FCRA_DEFAULT_IFSC } from '@givecrowd/shared/payments/payments-form';
import {
  PAYMENTS_MESSAGES as P,
  SUCCESS_MESSAGES as S,
} from '@givecrowd/shared/payments/payments-messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DRAFT_PATH, draftAnswer, draftAtStepTwo, SLUG } from '@/api/get-draft.fixture';
import {
  openStepTwo,
  plansAnswer,
  savedAnswer,
  validDomesticAccount,
} from './payments-step.fixture';

const button = (name: string | RegExp) => screen.getByRole('button', { name });
const textbox = (name: string | RegExp) => screen.getByRole('textbox', { name });
const heading = () => screen.findByRole('heading', { name: 'Accounts and payment' });
const purchased = {
  is_plan_purchased: true,
  plan_name: 'Starter',
  plan_type: 'recurring',
  amount: 2999,
  currency: 'INR',
  period: 'Quarterly',
  purchased_at: '2030-01-02T10:00:00.000Z',
} as const;

describe('step 2 in India', () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('reveals every field of each account, and says Matched or Not Matched while typing', async () => {
    openStepTwo({ answers: { [DRAFT_PATH]: draftAnswer(draftAtStepTwo()) } });
    await heading();
    expect(screen.queryByRole('button', { name: 'Connect with Stripe' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Add domestic bank account' }));
    for (const label of [
      'Account holder name',
      'Account number',
      'Re-enter account number',
      'IFSC',
      'Account email',
      'Account phone',
      'Bank name',
      'Bank address line 1',
      'Bank address line 2',
      'Bank city',
      'Bank state',
      'Bank country',
      'Bank postal code',
    ]) {
      expect(textbox(new RegExp(`^${label}`))).toBeVisible();
    }
    const types = screen.getByRole('radiogroup', { name: /^Account type/ });
    expect(within(types).getByRole('radio', { name: 'Current Account' })).toBeVisible();
    expect(within(types).getByRole('radio', { name: 'Savings Account' })).toBeVisible();
    expect(screen.getByRole('group', { name: 'Cancelled cheque' })).toBeVisible();

    const number = textbox(/^Account number/);
    expect(number).toHaveAttribute('inputmode', 'numeric');
    expect(number).toHaveAttribute('autocomplete', 'off');
    await userEvent.type(number, '1234 5678 9012');
    expect(number).toHaveValue('123456789012');
    const reEntry = textbox(/^Re-enter account number/);
    await userEvent.click(reEntry);
    await userEvent.paste('1234567');
    expect(reEntry).toHaveAccessibleDescription(
      `${P.accountNumberMismatch} ${L.bankAccountNumbersDiffer}`,
    );
    await userEvent.type(reEntry, '89012');
    expect(reEntry).toHaveAccessibleDescription(L.bankAccountNumbersMatch);
    expect(reEntry).not.toHaveAttribute('aria-invalid');

    const ifsc = textbox(/^IFSC/);
    await userEvent.type(ifsc, 'hdfc0001234');
    expect(ifsc).toHaveValue('HDFC0001234');

    await userEvent.click(screen.getByRole('checkbox', { name: 'Add FCRA bank account' }));
    expect(textbox(/^FCRA IFSC/)).toHaveValue(FCRA_DEFAULT_IFSC);
    expect(textbox(/^FCRA account holder name/)).toBeVisible();
    expect(screen.getByRole('group', { name: 'FCRA cancelled cheque' })).toBeVisible();
  });

  it('offers no FCRA account to a company', async () => {
    openStepTwo({
      answers: {
        [DRAFT_PATH]: draftAnswer(
          draftAtStepTwo({
            form: { organization_type: 'company', organization_registered_type: 'llp' },
          }),
        ),
      },
    });
    await heading();
    expect(screen.getByRole('checkbox', { name: 'Add domestic bank account' })).toBeVisible();
    expect(screen.queryByRole('checkbox', { name: 'Add FCRA bank account' })).toBeNull();
  });

  it('names the rules in order on Save draft, sends nothing until they pass, then saves page 3, stays and opens the picker', async () => {
    const saved = draftAtStepTwo({
      form: { ...validDomesticAccount },
      extra: { progress_page: 3, version: 6 },
    });
    const { calls } = openStepTwo({
      answers: {
        [DRAFT_PATH]: draftAnswer(draftAtStepTwo()),
        'POST /api/organization/create/page/3': savedAnswer(saved),
        'GET /api/pricing-plans?country=IN': plansAnswer,
      },
      unsaved: draftAtStepTwo({ form: { show_domestic_account: true } }),
    });
    await heading();
    const saveDraft = button('Save draft');

    await userEvent.click(saveDraft);
    expect(await screen.findByRole('alert')).toHaveTextContent(P.accountHolderNameRequired);
    const holder = textbox(/^Account holder name/);
    expect(holder).toHaveAccessibleDescription(P.accountHolderNameRequired);
    await userEvent.type(holder, 'Asha Rao');

    await userEvent.click(saveDraft);
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(P.accountNumberRequired),
    );
    await userEvent.type(textbox(/^Account number/), '123456789012');
    await userEvent.click(saveDraft);
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(P.reAccountNumberRequired),
    );
    await userEvent.type(textbox(/^Re-enter account number/), '123456789012');
    await userEvent.click(saveDraft);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(P.accountTypeRequired));
    await userEvent.click(screen.getByRole('radio', { name: 'Savings Account' }));
    await userEvent.click(saveDraft);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(P.ifscRequired));
    await userEvent.type(textbox(/^IFSC/), 'HDFC0001234');
    await userEvent.click(saveDraft);
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(P.accountEmailRequired),
    );
    await userEvent.type(textbox(/^Account email/), 'accounts@helpinghands.org');
    await userEvent.click(saveDraft);
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(P.accountPhoneRequired),
    );
    expect(calls.some((call) => call.path.endsWith('/page/3'))).toBe(false);

    await userEvent.type(textbox(/^Account phone/), '9876543210');
    await userEvent.click(saveDraft);
    const dialog = await screen.findByRole('dialog', { name: 'Choose your plan' });
    expect(within(dialog).getByRole('heading', { name: 'Starter' })).toBeVisible();
    expect(screen.getByText('Draft saved')).toBeInTheDocument();
    const save = calls.find((call) => call.path === '/api/organization/create/page/3');
    expect(save?.body).toMatchObject({ slug: SLUG, version: 5, ...validDomesticAccount });
    expect(save?.body).not.toHaveProperty('organization_name');
    expect(screen.getByRole('button', { name: /Verify payments/ })).toHaveAttribute(
      'aria-current',
      'step',
    );
    expect(localStorage.getItem('progressPage')).toBe('3');
  }, 20_000);

  it('sends a grant program to the verification donation after Save draft', async () => {
    const grant = { is_grant_program: true, organization_program: NDEP_PROGRAM } as const;
    openStepTwo({
      answers: {
        [DRAFT_PATH]: draftAnswer(draftAtStepTwo({ form: grant })),
        'POST /api/organization/create/page/3': savedAnswer(
          draftAtStepTwo({ form: grant, extra: { progress_page: 3, version: 6 } }),
        ),
      },
    });
    await heading();
    expect(button('Verify your payment method')).toBeVisible();
    await userEvent.click(button('Save draft'));
    expect(await screen.findByTestId('location')).toHaveTextContent(
      `/popup-checkout?slug=${SLUG}&type=organization`,
    );
  });

  const donation = {
    ...purchased,
    plan_name: 'Verification',
    plan_type: 'donation',
    period: null,
  } as const;
  const grantProgram = {
    is_grant_program: true,
    organization_program: 'ndep_tech_grant_bharat',
  } as const;

  it.each([
    ['a purchased plan', {}, { pricing_plan_data: purchased }, P.planPurchased('Starter')],
    [
      'a grant program’s verification donation',
      grantProgram,
      { pricing_plan_data: donation },
      P.donationCompleted,
    ],
    ['a waived plan', {}, { plan_waived: true }, 'No plan is needed for this account.'],
  ] as const)('shows %s instead of the plan button', async (_, form, payments, text) => {
    openStepTwo({ answers: { [DRAFT_PATH]: draftAnswer(draftAtStepTwo({ form, payments })) } });
    expect(await screen.findByText(text)).toBeVisible();
    expect(
      screen.queryByRole('button', { name: /Choose your plan|Verify your payment method/ }),
    ).not.toBeInTheDocument();
  });

  it.each([
    ['a donation once the grant program is unticked', { pricing_plan_data: donation }],
    ['a plan paid in dollars', { pricing_plan_data: { ...purchased, currency: 'USD' } }],
  ] as const)('asks for the plan again over %s: it does not count', async (_, payments) => {
    openStepTwo({ answers: { [DRAFT_PATH]: draftAnswer(draftAtStepTwo({ payments })) } });
    expect(await screen.findByRole('button', { name: 'Choose your plan' })).toBeVisible();
    expect(screen.queryByText(P.donationCompleted)).not.toBeInTheDocument();
    expect(screen.queryByText(P.planPurchased('Starter'))).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: /I agree to the/ }));
    await userEvent.click(button('Submit'));
    expect(await screen.findByRole('alert')).toHaveTextContent(P.choosePlan);
  });

  it('asks for the terms, then the plan, on Submit, marking the plan button', async () => {
    const { calls } = openStepTwo({ answers: { [DRAFT_PATH]: draftAnswer(draftAtStepTwo()) } });
    await heading();
    await userEvent.click(button('Submit'));
    expect(await screen.findByRole('alert')).toHaveTextContent(R.termsRequired);
    await userEvent.click(screen.getByRole('checkbox', { name: /I agree to the/ }));
    await userEvent.click(button('Submit'));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(P.choosePlan));
    const choose = button('Choose your plan');
    expect(choose).toHaveAccessibleDescription(P.choosePlan);
    await waitFor(() => expect(choose).toHaveFocus());
    expect(calls.some((call) => call.path.endsWith('/page/4'))).toBe(false);
  });

  it("submits page 4, forgets the draft and shows the success screen; a refusal shows the server's message", async () => {
    const withPlan = draftAtStepTwo({
      form: { third_page_terms: true },
      payments: { pricing_plan_data: purchased },
    });
    const { calls } = openStepTwo({
      answers: {
        [DRAFT_PATH]: draftAnswer(withPlan),
        'POST /api/organization/create/page/4': [
          {
            status: 400,
            body: {
              status: false,
              message: P.cancelCheckNotYours,
              errors: [{ field: 'third_page_terms', message: P.cancelCheckNotYours }],
            },
          },
          savedAnswer({ ...withPlan, status: 'submitted', progress_page: 4, version: 7 }),
        ],
      },
    });
    expect(await screen.findByText(P.planPurchased('Starter'))).toBeVisible();
    await userEvent.click(button('Submit'));
    expect(await screen.findByRole('alert')).toHaveTextContent(P.cancelCheckNotYours);
    expect(screen.getByRole('checkbox', { name: /I agree to the/ })).toHaveAccessibleDescription(
      P.cancelCheckNotYours,
    );

    await userEvent.click(button('Submit'));
    const created = await screen.findByRole('heading', { name: S.created });
    await waitFor(() => expect(created).toHaveFocus());
    expect(screen.getByText(S.willVerify)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(localStorage.getItem('organizationSlug')).toBeNull();
    expect(localStorage.getItem('progressPage')).toBeNull();
    const submit = calls.filter((call) => call.path === '/api/organization/create/page/4');
    expect(submit.at(-1)?.body).toMatchObject({ slug: SLUG, version: 5, third_page_terms: true });
  });

  it('confirms a payment on the way back from a checkout, shows the plan, and submits over the same version: a payment is not a page save', async () => {
    const paid = draftAtStepTwo({ payments: { pricing_plan_data: purchased } });
    const { calls, router } = openStepTwo({
      path: '/organization/partner-onboarding?checkout=cs_42',
      answers: {
        [DRAFT_PATH]: [draftAnswer(draftAtStepTwo()), draftAnswer(paid)],
        'POST /api/organization/create/page/4': savedAnswer({
          ...paid,
          status: 'submitted',
          progress_page: 4,
          version: 7,
        }),
        'GET /api/payments/checkout/cs_42': [
          {
            status: 200,
            body: { status: true, data: { session_id: 'cs_42', state: 'open', slug: SLUG } },
          },
          {
            status: 200,
            body: { status: true, data: { session_id: 'cs_42', state: 'paid', slug: SLUG } },
          },
        ],
      },
    });
    expect(await screen.findByText('Confirming your payment…')).toBeVisible();
    expect(
      await screen.findByText(P.planPurchased('Starter'), {}, { timeout: 4000 }),
    ).toBeVisible();
    expect(screen.queryByText('Confirming your payment…')).not.toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/api/payments/checkout/cs_42')).toHaveLength(2);
    expect(router.state.location.search).toBe('');

    await userEvent.click(screen.getByRole('checkbox', { name: /I agree to the/ }));
    await userEvent.click(button('Submit'));
    expect(await screen.findByRole('heading', { name: S.created })).toBeVisible();
    const submit = calls.find((call) => call.path === '/api/organization/create/page/4');
    expect(submit?.body).toMatchObject({ version: 5 });
  });

  it('says calmly that a cancelled checkout charged nothing', async () => {
    const { router } = openStepTwo({
      path: '/organization/partner-onboarding?checkout=cs_42&checkout_cancelled=1',
      answers: { [DRAFT_PATH]: draftAnswer(draftAtStepTwo()) },
    });
    expect(await screen.findByText(/nothing was charged/)).toBeVisible();
    expect(button('Choose your plan')).toBeVisible();
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });
});
