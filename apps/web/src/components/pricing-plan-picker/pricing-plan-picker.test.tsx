import { API_MESSAGES } from '@givecrowd/shared/api/messages';
import type { PricingPlan } from '@givecrowd/shared/catalog/catalog-api';
import { PLAN_CHOICE_STORAGE_KEY } from '@givecrowd/shared/payments/payments-api';
import { PAYMENTS_MESSAGES as P } from '@givecrowd/shared/payments/payments-messages';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '@/test/render';
import { type Answer, serveApi } from '@/test/serve-api';
import { PricingPlanPicker } from './pricing-plan-picker';

const starter: PricingPlan = {
  type: 'recurring',
  plan_name: 'Starter',
  description: 'Everything a small organization needs.',
  features: ['Unlimited campaigns', 'Donation receipts'],
  quarterly: { INR: 2999, USD: 49 },
  annual: { INR: 124999, USD: 159 },
  one_time: { INR: null, USD: null },
  bottom_text: 'Cancel any time.',
  platform_fee_percent: 5,
};
const premium: PricingPlan = {
  ...starter,
  type: 'premium',
  plan_name: 'Premium',
  quarterly: { INR: null, USD: null },
  annual: { INR: null, USD: null },
  one_time: { INR: 150000, USD: 799 },
  bottom_text: 'One payment, no renewal.',
  platform_fee_percent: 2,
};
const plans: Answer = { status: 200, body: { status: true, data: [starter, premium] } };

function ShowLocation() {
  const { pathname, search } = useLocation();
  return <p data-testid="location">{pathname + search}</p>;
}

function openPicker(countryCode: string, answers: Record<string, Answer | Answer[]>) {
  const calls = serveApi(answers);
  renderRoutes(
    [
      {
        path: '/',
        Component: () => <PricingPlanPicker opened onClose={() => {}} countryCode={countryCode} />,
      },
      { path: '/pricing-plan-checkout', Component: ShowLocation },
    ],
    '/',
  );
  return calls;
}

const card = (name: string) => screen.getByRole('article', { name }) as HTMLElement;

describe('the pricing-plan picker', () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('shows the plans in Indian grouping, toggles Quarterly and Annual, and notes the refundable INR 5', async () => {
    openPicker('IN', { 'GET /api/pricing-plans?country=IN': plans });
    const dialog = await screen.findByRole('dialog', { name: 'Choose your plan' });
    await within(dialog).findByRole('heading', { name: 'Starter' });
    expect(within(card('Starter')).getByText('₹2,999')).toBeVisible();
    expect(within(card('Starter')).getByText('per quarter')).toBeVisible();
    expect(within(card('Premium')).getByText('₹1,50,000')).toBeVisible();
    expect(within(card('Premium')).getByText('one time')).toBeVisible();
    expect(within(card('Starter')).getByText('Unlimited campaigns')).toBeVisible();
    expect(within(card('Starter')).getByText('Cancel any time.')).toBeVisible();
    expect(screen.getByText(P.refundableCharge)).toBeVisible();

    const toggle = screen.getByRole('radiogroup', { name: 'Billing period' });
    await userEvent.click(within(toggle).getByRole('radio', { name: 'Annual' }));
    expect(within(card('Starter')).getByText('₹1,24,999')).toBeVisible();
    expect(within(card('Starter')).getByText('per year')).toBeVisible();
    expect(within(card('Premium')).getByText('₹1,50,000')).toBeVisible();
  });

  it('says what the organization keeps from ₹100, with the arithmetic one click away', async () => {
    openPicker('IN', { 'GET /api/pricing-plans?country=IN': plans });
    await screen.findByRole('heading', { name: 'Starter' });
    const keep = within(card('Starter')).getByRole('region', {
      name: 'What you keep with Starter',
    });
    expect(within(keep).getByText('What you keep from ₹100')).toBeVisible();
    // 5% platform fee; cards in India: 2% domestic, 2.9% international.
    expect(within(keep).getByText('₹93')).toBeVisible();
    expect(within(keep).getByText('₹92.10')).toBeVisible();
    const show = within(keep).getByRole('button', { name: 'Show the arithmetic' });
    expect(show).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(show);
    expect(show).toHaveAttribute('aria-expanded', 'true');
    expect(
      within(keep).getByText('₹100 donated − ₹5 platform fee (5%) − ₹2 card fee (2%) = ₹93', {
        exact: false,
      }),
    ).toBeVisible();
    expect(
      within(keep).getByText(
        '₹100 donated − ₹5 platform fee (5%) − ₹2.90 card fee (2.9%) = ₹92.10',
        {
          exact: false,
        },
      ),
    ).toBeVisible();
  });

  it('prices in dollars elsewhere, with the fixed card fee, and says no fee is charged now', async () => {
    openPicker('US', { 'GET /api/pricing-plans?country=US': plans });
    await screen.findByRole('heading', { name: 'Starter' });
    expect(within(card('Starter')).getByText('$49')).toBeVisible();
    expect(screen.getByText(P.noFeeCharged)).toBeVisible();
    expect(screen.queryByText(P.refundableCharge)).toBeNull();
    const keep = within(card('Starter')).getByRole('region', {
      name: 'What you keep with Starter',
    });
    expect(within(keep).getByText('What you keep from $100')).toBeVisible();
    // 5% platform fee; 2.9% + $0.30 domestic, 5.9% + $0.30 international.
    expect(within(keep).getByText('$91.80')).toBeVisible();
    expect(within(keep).getByText('$88.80')).toBeVisible();
  });

  it('keeps the choice in sessionStorage and goes to the plan checkout', async () => {
    openPicker('IN', { 'GET /api/pricing-plans?country=IN': plans });
    await screen.findByRole('heading', { name: 'Starter' });
    await userEvent.click(screen.getByRole('radio', { name: 'Annual' }));
    await userEvent.click(screen.getByRole('button', { name: 'Choose Starter' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(
      '/pricing-plan-checkout?planCurrency=INR&isRecurring=true&orgCountry=IN',
    );
    expect(JSON.parse(sessionStorage.getItem(PLAN_CHOICE_STORAGE_KEY) ?? '{}')).toEqual({
      plan_name: 'Starter',
      plan_type: 'recurring',
      period: 'yearly',
      price: 124999,
      currency: 'INR',
    });
  });

  it('chooses a premium plan once, whatever the toggle says', async () => {
    openPicker('US', { 'GET /api/pricing-plans?country=US': plans });
    await screen.findByRole('heading', { name: 'Premium' });
    await userEvent.click(screen.getByRole('button', { name: 'Choose Premium' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(
      '/pricing-plan-checkout?planCurrency=USD&isRecurring=false&orgCountry=US',
    );
    expect(JSON.parse(sessionStorage.getItem(PLAN_CHOICE_STORAGE_KEY) ?? '{}')).toMatchObject({
      period: 'One Time',
      price: 799,
      currency: 'USD',
    });
  });

  it('says when the plans cannot be loaded, and tries again', async () => {
    openPicker('IN', {
      'GET /api/pricing-plans?country=IN': [
        { status: 503, body: { status: false, message: API_MESSAGES.serverUnavailable } },
        plans,
      ],
    });
    expect(await screen.findByText('We could not load the plans')).toBeVisible();
    expect(screen.getByText(API_MESSAGES.serverUnavailable)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Starter' })).toBeVisible();
  });
});
