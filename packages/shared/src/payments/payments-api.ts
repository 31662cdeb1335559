import { z } from 'zod';
import { okEnvelope } from '../api/envelope.ts';
import { organizationSlugSchema } from '../organization/slug.ts';

/** The payment calls (docs/product/http-contract.md#payment-calls). */

/** The periods a plan is bought for: recurring plans quarterly or yearly, premium plans once. */
export const PLAN_PERIODS = ['Quarterly', 'yearly', 'One Time'] as const;
export type PlanPeriod = (typeof PLAN_PERIODS)[number];

/** Plans are priced in rupees in India and in dollars elsewhere. */
export const PLAN_CURRENCIES = ['INR', 'USD'] as const;
export type PlanCurrency = (typeof PLAN_CURRENCIES)[number];

export const PAYMENT_PROVIDERS = ['sandbox', 'stripe', 'razorpay'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

const webOrigin = z
  .string()
  .trim()
  .url()
  .refine((value) => /^https?:\/\//.test(value), 'Use an http(s) origin.');

/** `POST /api/payments/stripe/connect`. */
export const stripeConnectRequestSchema = z.object({
  business_type: z.enum(['company', 'non_profit']),
  email: z.string().trim().max(254),
  /** ISO 3166-1 alpha-2. */
  country: z.string().regex(/^[A-Z]{2}$/, 'Use a two-letter ISO country code, e.g. US.'),
  country_name: z.string().trim().max(100),
  /** The web origin onboarding returns to: `{domain}/organization/partner-onboarding`. */
  domain: webOrigin,
  slug: organizationSlugSchema,
});
export type StripeConnectRequest = z.input<typeof stripeConnectRequestSchema>;

export const stripeConnectResponseSchema = z.object({
  status: z.literal(true),
  account_id: z.string(),
  data: z.object({ url: z.string() }),
});

/**
 * How long a link into an account's hosted onboarding works after the server handed it to the
 * account's owner (docs/product/payments.md#onboarding-links): 30 minutes.
 */
export const ONBOARDING_LINK_TTL_SECONDS = 30 * 60;

/** `GET /api/payments/stripe/onboarding-status?account_id=`. */
export const onboardingStatusQuerySchema = z.object({ account_id: z.string().min(1).max(255) });
export const onboardingStatusResponseSchema = z.object({
  status: z.literal(true),
  onboarded: z.boolean(),
  /** The owner's own link to continue onboarding (a signed re-connect link), for 30 minutes. */
  url: z.string(),
});

/**
 * `GET /api/payments/stripe/re-connect?stripe=refresh_url&account_id=&domain=&type=create&signature=`:
 * 302. `signature` is the proof the server put in the link it handed out; without a valid one the
 * call answers 404, so it is optional here.
 */
export const reconnectQuerySchema = z.object({
  stripe: z.literal('refresh_url'),
  account_id: z.string().min(1).max(255),
  domain: webOrigin,
  type: z.literal('create'),
  signature: z.string().max(200).optional(),
});

/**
 * `POST /api/payments/checkout`: a plan, or (grant programs) the verification donation. The
 * amount is the server's from the plan; only a verification donation names its own.
 */
export const checkoutRequestSchema = z.object({
  slug: organizationSlugSchema,
  kind: z.enum(['plan', 'verification']),
  plan_name: z.string().trim().max(100).optional(),
  period: z.enum(PLAN_PERIODS).optional(),
  currency: z.enum(PLAN_CURRENCIES),
  /** Whole rupees or dollars, for a verification donation. */
  amount: z.number().int().positive().max(10_000_000).optional(),
});
export type CheckoutRequest = z.input<typeof checkoutRequestSchema>;

export const checkoutResponseSchema = okEnvelope(
  z.object({ url: z.string(), session_id: z.string() }),
);

export const CHECKOUT_STATES = ['open', 'paid', 'cancelled', 'expired'] as const;
export type CheckoutState = (typeof CHECKOUT_STATES)[number];

/** `GET /api/payments/checkout/{session_id}`: where a checkout the caller started stands. */
export const checkoutStatusResponseSchema = okEnvelope(
  z.object({ session_id: z.string(), state: z.enum(CHECKOUT_STATES), slug: z.string() }),
);

/** A purchased plan, or a grant program's verification donation (plan_type 'donation'). */
export const pricingPlanDataSchema = z.object({
  is_plan_purchased: z.boolean(),
  plan_name: z.string(),
  plan_type: z.enum(['premium', 'recurring', 'donation']),
  /** Whole rupees or dollars. */
  amount: z.number(),
  currency: z.enum(PLAN_CURRENCIES),
  period: z.enum(PLAN_PERIODS).nullable(),
  purchased_at: z.string(),
});
export type PricingPlanData = z.infer<typeof pricingPlanDataSchema>;

/**
 * Where the draft's payments stand, as the server knows them (never sent by the browser): the
 * provider account and whether its onboarding is done, the purchased plan, and whether the
 * owner's email waives the plan.
 */
export const draftPaymentStateSchema = z.object({
  payment_provider: z.enum(PAYMENT_PROVIDERS).nullable(),
  stripe_account_id: z.string().nullable(),
  payment_onboarded: z.boolean(),
  pricing_plan_data: pricingPlanDataSchema.nullable(),
  plan_waived: z.boolean(),
});
export type DraftPaymentState = z.infer<typeof draftPaymentStateSchema>;

/** What the picker keeps in sessionStorage for the checkout route (docs/product/plans-and-checkout.md#choosing-a-plan). */
export const PLAN_CHOICE_STORAGE_KEY = 'givecrowd.plan-choice';
export const planChoiceSchema = z.object({
  plan_name: z.string(),
  plan_type: z.enum(['premium', 'recurring']),
  period: z.enum(PLAN_PERIODS),
  price: z.number(),
  currency: z.enum(PLAN_CURRENCIES),
});
export type PlanChoice = z.infer<typeof planChoiceSchema>;

/** An account number as anyone but its form sees it: the last four digits. */
export function maskAccountNumber(number: string): string {
  const digits = number.trim();
  if (digits.length <= 4) return digits.replace(/./g, '•');
  return `${'•'.repeat(digits.length - 4)}${digits.slice(-4)}`;
}
