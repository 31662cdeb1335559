import { VERIFICATION_DONATION_MIN_INR } from '@givecrowd/shared/constants';
import { INDIA_COUNTRY_CODE } from '@givecrowd/shared/organization/registration-form';
import type {
  CheckoutRequest,
  PlanCurrency,
  PlanPeriod,
  PricingPlanData,
} from '@givecrowd/shared/payments/payments-api';
import { PAYMENTS_MESSAGES } from '@givecrowd/shared/payments/payments-messages';
import {
  planCurrencyFor,
  planPrice,
  RECURRING_PERIODS,
} from '@givecrowd/shared/payments/plan-pricing';
import type { DbExecutor } from '@/db/executor.ts';
import { AppError } from '@/lib/errors.ts';
import type { Organization } from '@/modules/organizations/index.ts';
import { findPlanByName, type PricingPlanRow } from './checkout-repository.ts';

/** What a grant program's verification donation is called to the provider and in the record. */
export const VERIFICATION_PAYMENT_NAME = 'Verification donation';

/** What a checkout charges, fixed by the server: the browser never names a plan's price. */
export type CheckoutPrice = {
  kind: CheckoutRequest['kind'];
  planName: string;
  planType: PricingPlanData['plan_type'];
  period: PlanPeriod | null;
  currency: PlanCurrency;
  /** Whole rupees or dollars. */
  amount: number;
};

const refuse = (message: string, field: string) =>
  new AppError('bad_request', message, { errors: [{ field, message }] });

/**
 * The price of the checkout asked for (docs/product/payments.md#checkout), in the currency of the
 * organization's country: a plan's from the plans table for a period it is offered for, or the
 * verification donation a grant program names (at least ₹500 in India).
 */
export async function priceCheckout({
  db,
  organization,
  country,
  request,
}: {
  db: DbExecutor;
  organization: Organization;
  country: string;
  request: Pick<CheckoutRequest, 'kind' | 'plan_name' | 'period' | 'currency' | 'amount'>;
}): Promise<CheckoutPrice> {
  const currency = planCurrencyFor(country);
  if (request.currency !== currency) {
    throw refuse(PAYMENTS_MESSAGES.currencyNotOffered, 'currency');
  }
  if (request.kind === 'verification') {
    return priceVerification({ organization, country, currency, amount: request.amount });
  }
  const plan = request.plan_name ? await findPlanByName(db, request.plan_name) : undefined;
  if (!plan) throw refuse(PAYMENTS_MESSAGES.planNotFound, 'plan_name');
  const period = request.period;
  const amount = period && offersPeriod(plan, period) ? priceOf(plan, period, currency) : null;
  if (!period || amount === null) throw refuse(PAYMENTS_MESSAGES.periodNotOffered, 'period');
  return { kind: 'plan', planName: plan.planName, planType: plan.type, period, currency, amount };
}

/** Premium plans are bought once; recurring plans quarterly or yearly. */
function offersPeriod(plan: PricingPlanRow, period: PlanPeriod): boolean {
  return plan.type === 'premium'
    ? period === 'One Time'
    : (RECURRING_PERIODS as readonly PlanPeriod[]).includes(period);
}

const priceOf = (plan: PricingPlanRow, period: PlanPeriod, currency: PlanCurrency) =>
  planPrice(
    { quarterly: plan.quarterly, annual: plan.annual, one_time: plan.oneTime },
    period,
    currency,
  );

function priceVerification({
  organization,
  country,
  currency,
  amount,
}: {
  organization: Organization;
  country: string;
  currency: PlanCurrency;
  amount: number | undefined;
}): CheckoutPrice {
  if (!organization.form.is_grant_program) {
    throw new AppError('bad_request', PAYMENTS_MESSAGES.notGrantProgram);
  }
  if (amount === undefined) throw refuse(PAYMENTS_MESSAGES.verificationAmountRequired, 'amount');
  if (country === INDIA_COUNTRY_CODE && amount < VERIFICATION_DONATION_MIN_INR) {
    throw refuse(PAYMENTS_MESSAGES.verificationAmountTooLow, 'amount');
  }
  return {
    kind: 'verification',
    planName: VERIFICATION_PAYMENT_NAME,
    planType: 'donation',
    period: null,
    currency,
    amount,
  };
}
