import { VERIFICATION_DONATION_MIN_INR } from '@givecrowd/shared/constants';
import { NDEP_PROGRAM } from '@givecrowd/shared/organization/registration-form';
import { validIndiaNgo } from '@givecrowd/shared/organization/registration-form.fixtures';
import { PLAN_CHOICE_STORAGE_KEY } from '@givecrowd/shared/payments/payments-api';
import { PAYMENTS_MESSAGES as P } from '@givecrowd/shared/payments/payments-messages';
import { formatBillingDate, planFirstChargeAt } from '@givecrowd/shared/payments/plan-pricing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DRAFT_PATH, draftAnswer, draftAtStepTwo, SLUG } from '@/api/get-draft.fixture';
import { setToken } from '@/lib/auth-token';
import { renderRoutes } from '@/test/render';
import { type Answer, serveApi } from '@/test/serve-api';
import { PopupCheckoutPage } from './popup-checkout-page';
import { PricingPlanCheckoutPage } from './pricing-plan-checkout-page';

const PROVIDER_URL = 'https://checkout.example/cs_42';
const checkoutAnswer: Answer = {
  status: 200,
  body: { status: true, data: { url: PROVIDER_URL, session_id: 'cs_42' } },
};

/** The browser's navigation away, recorded instead of made. */
function stubAssign() {
  const assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, assign });
  return assign;
}

function open(path: string, answers: Record<string, Answer | Answer[]> = {}) {
  setToken('a-token');
  const calls = serveApi(answers);
  renderRoutes(
    [
      { path: '/pricing-plan-checkout', Component: PricingPlanCheckoutPage },
      { path: '/popup-checkout', Component: PopupCheckoutPage },
    ],
    path,
  );
  return calls;
}

const PLAN_PATH = '/pricing-plan-checkout?planCurrency=INR&isRecurring=true&orgCountry=IN';

describe('the plan checkout', () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('sums up the chosen plan and sends the browser to the provider', async () => {
    const assign = stubAssign();
    localStorage.setItem('organizationSlug', SLUG);
    sessionStorage.setItem(
      PLAN_CHOICE_STORAGE_KEY,
      JSON.stringify({
        plan_name: 'Growth',
        plan_type: 'recurring',
        period: 'yearly',
        price: 124999,
        currency: 'INR',
      }),
    );
    const calls = open(PLAN_PATH, {
      'POST /api/payments/checkout': [
        { status: 503, body: { status: false, message: P.providerUnavailable } },
        checkoutAnswer,
      ],
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Plan checkout' })).toBeVisible();
    expect(document.title).toBe('Plan checkout');
    expect(screen.getByText('Growth')).toBeVisible();
    expect(screen.getByText('Annual')).toBeVisible();
    expect(screen.getByText('₹1,24,999')).toBeVisible();
    // What is charged and when, as Razorpay charges a mandate: the refundable ₹5 today, the plan
    // from its first billing date.
    const firstCharge = formatBillingDate(planFirstChargeAt(new Date()));
    expect(screen.getByText('Charged today')).toBeVisible();
    expect(screen.getByText('₹5, refunded')).toBeVisible();
    expect(screen.getByText(`Charged on ${firstCharge}`)).toBeVisible();
    expect(screen.getByText('₹1,24,999, then every year')).toBeVisible();
    expect(
      screen.getByText(
        `Today you set up a mandate with Razorpay, our payment provider in India: it charges ₹5 to check your payment method and gives it back. Your plan's price is charged from ${firstCharge}, then every year until you cancel.`,
      ),
    ).toBeVisible();

    const pay = screen.getByRole('button', { name: 'Continue to payment' });
    await userEvent.click(pay);
    expect(await screen.findByRole('alert')).toHaveTextContent(P.providerUnavailable);
    await userEvent.click(pay);
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith(PROVIDER_URL));
    expect(calls.at(-1)?.body).toEqual({
      slug: SLUG,
      kind: 'plan',
      plan_name: 'Growth',
      period: 'yearly',
      currency: 'INR',
    });
  });

  it('says a plan paid in dollars is charged in full today', () => {
    localStorage.setItem('organizationSlug', SLUG);
    sessionStorage.setItem(
      PLAN_CHOICE_STORAGE_KEY,
      JSON.stringify({
        plan_name: 'Premium',
        plan_type: 'premium',
        period: 'One Time',
        price: 799,
        currency: 'USD',
      }),
    );
    open('/pricing-plan-checkout?planCurrency=USD&isRecurring=false&orgCountry=US');
    expect(screen.getByText('Charged today')).toBeVisible();
    expect(screen.getAllByText('$799')).toHaveLength(2);
    expect(screen.queryByText(/refunded/)).toBeNull();
  });

  it('says so, with the way back, when no plan was chosen in this tab', () => {
    localStorage.setItem('organizationSlug', SLUG);
    const calls = open(PLAN_PATH);
    expect(screen.getByText(/could not find the plan you chose/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Verify payments' })).toHaveAttribute(
      'href',
      '/organization/partner-onboarding',
    );
    expect(screen.queryByRole('button', { name: 'Continue to payment' })).toBeNull();
    expect(calls).toHaveLength(0);
  });
});

describe('the grant checkout', () => {
  afterEach(() => vi.unstubAllGlobals());

  const grantDraft = draftAtStepTwo({
    form: {
      ...validIndiaNgo,
      is_grant_program: true,
      organization_program: NDEP_PROGRAM,
    },
  });

  it('takes a verification donation of at least ₹500', async () => {
    const assign = stubAssign();
    const calls = open(`/popup-checkout?slug=${SLUG}&type=organization`, {
      [DRAFT_PATH]: draftAnswer(grantDraft),
      'POST /api/payments/checkout': checkoutAnswer,
    });
    const amount = await screen.findByRole('textbox', { name: 'Donation amount' });
    expect(amount).toHaveValue(`₹${VERIFICATION_DONATION_MIN_INR}`);
    expect(screen.getByText(/at least ₹500/)).toBeVisible();
    // Who receives it, whether it comes back, and why.
    expect(
      screen.getByText(
        'The donation is paid to GiveCrowd, which runs this platform, not to your organization. It is not refunded.',
      ),
    ).toBeVisible();
    expect(
      screen.getByText(/it stands in for a plan while you apply for a grant program/),
    ).toBeVisible();

    await userEvent.clear(amount);
    await userEvent.type(amount, '499');
    await userEvent.click(screen.getByRole('button', { name: 'Donate' }));
    expect(amount).toHaveAccessibleDescription(P.verificationAmountTooLow);
    expect(calls.some((call) => call.path === '/api/payments/checkout')).toBe(false);

    await userEvent.clear(amount);
    await userEvent.type(amount, '1500');
    expect(amount).toHaveValue('₹1,500');
    await userEvent.click(screen.getByRole('button', { name: 'Donate' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith(PROVIDER_URL));
    expect(calls.at(-1)?.body).toEqual({
      slug: SLUG,
      kind: 'verification',
      currency: 'INR',
      amount: 1500,
    });
  });

  it('says a verification donation is done once it is', async () => {
    open(`/popup-checkout?slug=${SLUG}&type=organization`, {
      [DRAFT_PATH]: draftAnswer({
        ...grantDraft,
        pricing_plan_data: {
          is_plan_purchased: true,
          plan_name: 'Verification',
          plan_type: 'donation',
          amount: 500,
          currency: 'INR',
          period: null,
          purchased_at: '2030-01-02T10:00:00.000Z',
        },
      }),
    });
    expect(await screen.findByText(P.donationCompleted)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Donate' })).toBeNull();
  });

  it('says an incomplete link is incomplete', () => {
    open('/popup-checkout?slug=asha');
    expect(screen.getByText(/checkout link is incomplete/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Verify payments' })).toHaveAttribute(
      'href',
      '/organization/partner-onboarding?slug=asha',
    );
  });
});
