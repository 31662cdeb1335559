import type { PricingPlan } from '../catalog/catalog-api.ts';
import { INDIA_COUNTRY_CODE } from '../organization/country-codes.ts';
import { type CardFee, GATEWAY_FEES } from './fee-schedule.ts';
import type { PlanCurrency, PlanPeriod } from './payments-api.ts';

/** The card fees come from the one fee schedule (fee-schedule.ts). */
export { type CardFee, GATEWAY_FEES };

/** Plans are priced in rupees in India and in dollars elsewhere (docs/product/plans-and-checkout.md). */
export const planCurrencyFor = (countryCode: string): PlanCurrency =>
  countryCode === INDIA_COUNTRY_CODE ? 'INR' : 'USD';

/** The symbol shown before a plan price: ₹ in India, S$ in Singapore, $ elsewhere (docs/product/plans-and-checkout.md#the-picker). */
export function planSymbolFor(countryCode: string): string {
  if (countryCode === INDIA_COUNTRY_CODE) return '₹';
  if (countryCode === 'SG') return 'S$';
  return '$';
}

/** Prices in the Indian number format (1,50,000) with the country's symbol. */
export function formatPlanPrice(amount: number, countryCode: string): string {
  const digits = new Intl.NumberFormat('en-IN', {
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(amount);
  return `${planSymbolFor(countryCode)}${digits}`;
}

/** The recurring toggle's two periods; premium plans are always 'One Time'. */
export const RECURRING_PERIODS = ['Quarterly', 'yearly'] as const satisfies readonly PlanPeriod[];

/** A plan's period: premium plans are one time, recurring ones follow the toggle. */
export const periodFor = (plan: Pick<PricingPlan, 'type'>, toggle: 'Quarterly' | 'yearly') =>
  plan.type === 'premium' ? ('One Time' as const) : toggle;

/** The plan's price for a period and currency, or null when it is not offered so. */
export function planPrice(
  plan: Pick<PricingPlan, 'quarterly' | 'annual' | 'one_time'>,
  period: PlanPeriod,
  currency: PlanCurrency,
): number | null {
  const prices = { Quarterly: plan.quarterly, yearly: plan.annual, 'One Time': plan.one_time }[
    period
  ];
  return prices[currency];
}

/** The donation the calculator starts from: ₹100 or $100. */
export const CALCULATOR_DONATION = 100;

const round2 = (value: number) => Math.round(value * 100) / 100;

export type KeepBreakdown = {
  donation: number;
  platformFee: number;
  gatewayFee: number;
  keeps: number;
};

/**
 * What the organization keeps from a donation of `donation` under a plan whose platform fee is
 * `platformFeePercent`: the platform fee and the card fee are both taken from the donation.
 */
export function keepFromDonation({
  platformFeePercent,
  countryCode,
  donation = CALCULATOR_DONATION,
}: {
  platformFeePercent: number;
  countryCode: string;
  donation?: number;
}): { domestic: KeepBreakdown; international: KeepBreakdown } {
  const fees = GATEWAY_FEES[countryCode === INDIA_COUNTRY_CODE ? 'india' : 'elsewhere'];
  const platformFee = round2((donation * platformFeePercent) / 100);
  const breakdown = (fee: CardFee): KeepBreakdown => {
    const gatewayFee = round2((donation * fee.percent) / 100 + fee.fixed);
    return {
      donation,
      platformFee,
      gatewayFee,
      keeps: round2(donation - platformFee - gatewayFee),
    };
  };
  return { domestic: breakdown(fees.domestic), international: breakdown(fees.international) };
}

/**
 * India's recurring plans are a Razorpay mandate (docs/product/plans-and-checkout.md#what-is-charged-and-when):
 * today Razorpay charges a refundable INR 5 to authorise it, and the plan's price is charged on
 * its first billing date, a day later, then every period.
 */
export const MANDATE_AUTHORISATION_INR = 5;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whether a plan checkout is a mandate: a recurring plan paid in rupees. */
export const isMandatePlan = ({
  currency,
  period,
}: {
  currency: string;
  period: PlanPeriod | null;
}) => currency === 'INR' && (RECURRING_PERIODS as readonly (PlanPeriod | null)[]).includes(period);

/** When a mandate's first charge of the plan is made, for a checkout started at `startedAt`. */
export const planFirstChargeAt = (startedAt: Date): Date => new Date(startedAt.getTime() + DAY_MS);

/** '29 November 2026': a billing date in India's time, in `locale` ('en-IN', 'hi-IN'). */
export const formatBillingDate = (date: Date, locale = 'en-IN'): string =>
  new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  }).format(date);
