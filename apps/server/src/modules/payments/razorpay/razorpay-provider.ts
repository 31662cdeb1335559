import type { PlanPeriod } from '@givecrowd/shared/payments/payments-api';
import type Razorpay from 'razorpay';
import type { RazorpayConfig } from '@/config.ts';
import { type PaymentProvider, PaymentProviderError } from '../payment-provider.ts';

type RazorpayClient = InstanceType<typeof Razorpay>;

/**
 * How each recurring period is billed, and for how many cycles (Razorpay needs a count: ten
 * years, after which the organization renews). docs/product/payment-providers.md#razorpay
 */
const BILLING: Partial<
  Record<PlanPeriod, { period: 'monthly' | 'yearly'; interval: number; totalCount: number }>
> = {
  Quarterly: { period: 'monthly', interval: 3, totalCount: 40 },
  yearly: { period: 'yearly', interval: 1, totalCount: 10 },
};

/** What the subscription's or payment link's status must be for the checkout to count. */
const SUBSCRIPTION_PAID = new Set(['authenticated', 'active']);

const DEFAULT_API_ORIGIN = 'https://api.razorpay.com';

/** The SDK's request layer (an axios instance), which its constructor gives no options for. */
type SdkRequests = { defaults: { baseURL?: string; timeout?: number } };

let sdk: Promise<typeof Razorpay> | undefined;
/** Loaded with the first Razorpay call (docs/product/faults.md#soak-and-memory). */
const loadSdk = () => {
  sdk ??= import('razorpay').then(({ default: loaded }) => loaded);
  return sdk;
};

/**
 * Razorpay through its official SDK (docs/product/payment-providers.md#razorpay), for the plan
 * checkouts and verification donations of Indian organizations: recurring plans become a
 * subscription on a Razorpay plan (the person authorises it on Razorpay's page, with Razorpay's
 * refundable INR 5 charge), one-time plans and donations a payment link. It offers no donation
 * accounts.
 */
export function createRazorpayProvider(
  config: RazorpayConfig,
  { timeoutMs }: { timeoutMs: number },
): PaymentProvider {
  let client: Promise<RazorpayClient> | undefined;
  /** Razorpay plan ids by plan, period and amount, so each is created once per process at most. */
  const plans = new Map<string, string>();

  const call = async <T>(run: (razorpay: RazorpayClient) => Promise<T>): Promise<T> => {
    client ??= loadSdk().then((Sdk) =>
      pointAt(new Sdk({ key_id: config.keyId, key_secret: config.keySecret }), {
        origin: apiOrigin(config.apiBase),
        timeoutMs,
      }),
    );
    const razorpay = await client;
    try {
      return await run(razorpay);
    } catch (error) {
      throw toProviderError(error);
    }
  };

  /** A plan for this name, period and amount: ours from before if Razorpay has it, else a new one. */
  const planFor = async (
    razorpay: RazorpayClient,
    input: { planName: string; period: 'monthly' | 'yearly'; interval: number; amount: number },
  ): Promise<string> => {
    const key = `givecrowd:${input.period}:${input.interval}:${input.amount}:${input.planName}`;
    const known = plans.get(key);
    if (known) return known;
    const recent = await razorpay.plans.all({ count: 100 });
    const found = recent.items.find((plan) => plan.notes?.plan_key === key);
    const planId =
      found?.id ??
      (
        await razorpay.plans.create({
          period: input.period,
          interval: input.interval,
          item: { name: input.planName, amount: input.amount, currency: 'INR' },
          notes: { plan_key: key },
        })
      ).id;
    plans.set(key, planId);
    return planId;
  };

  const refuseAccounts = () =>
    Promise.reject(
      new Error(
        'Razorpay offers no donation accounts here (offersAccounts is false): use the Stripe or sandbox provider for accounts',
      ),
    );

  return {
    name: 'razorpay',
    offersAccounts: false,
    createAccount: refuseAccounts,
    onboardingLink: refuseAccounts,
    accountOnboarded: refuseAccounts,

    createCheckout: (input) => {
      if (input.currency !== 'INR') {
        return Promise.reject(
          new PaymentProviderError(
            'refused',
            'razorpay',
            `Razorpay takes INR checkouts only, not ${input.currency}`,
          ),
        );
      }
      const amount = Math.round(input.amount * 100);
      const billing = input.kind === 'plan' && input.period ? BILLING[input.period] : undefined;
      return call(async (razorpay) => {
        if (billing) {
          const planId = await planFor(razorpay, { planName: input.planName, amount, ...billing });
          const subscription = await razorpay.subscriptions.create({
            plan_id: planId,
            total_count: billing.totalCount,
            quantity: 1,
            // We send the person to the page ourselves; Razorpay need not email or text it.
            customer_notify: 0,
            notes: { checkout_id: input.checkoutId },
          });
          return { providerSessionId: subscription.id, url: subscription.short_url };
        }
        const link = await razorpay.paymentLink.create({
          amount,
          currency: 'INR',
          accept_partial: false,
          description: input.planName,
          reference_id: input.checkoutId,
          customer: { email: input.customerEmail },
          notify: { email: false, sms: false },
          reminder_enable: false,
          notes: { checkout_id: input.checkoutId },
          callback_url: input.successUrl,
          callback_method: 'get',
        });
        return { providerSessionId: link.id, url: link.short_url };
      });
    },

    checkoutPaid: (providerSessionId) =>
      call(async (razorpay) => {
        if (providerSessionId.startsWith('sub_')) {
          const subscription = await razorpay.subscriptions.fetch(providerSessionId);
          return SUBSCRIPTION_PAID.has(subscription.status);
        }
        const link = await razorpay.paymentLink.fetch(providerSessionId);
        return link.status === 'paid';
      }),
  };
}

/**
 * The API's origin: RAZORPAY_API_BASE may name the versioned address
 * (`https://api.razorpay.com/v1`), but the SDK adds `/v1` to every path itself.
 */
function apiOrigin(apiBase: string | undefined): string {
  return (apiBase ?? DEFAULT_API_ORIGIN).replace(/\/+$/, '').replace(/\/v1$/, '');
}

/**
 * The SDK fixes its address and sets no timeout; both live on its axios instance (`api.rq`,
 * razorpay 2.9), which is where we set them. If an upgrade moves it, this fails at the first call
 * instead of sending requests to the wrong place or waiting forever.
 */
function pointAt(
  razorpay: RazorpayClient,
  { origin, timeoutMs }: { origin: string; timeoutMs: number },
): RazorpayClient {
  const requests = (razorpay.api as unknown as { rq?: SdkRequests }).rq;
  if (!requests?.defaults) {
    throw new Error('The Razorpay SDK no longer exposes api.rq: review razorpay-provider.ts');
  }
  requests.defaults.baseURL = origin;
  requests.defaults.timeout = timeoutMs;
  return razorpay;
}

/** The SDK throws `{ statusCode, error: { code, description } }` for an HTTP answer. */
type RazorpayHttpError = {
  statusCode: number;
  error?: { code?: string; description?: string };
};

function isHttpError(error: unknown): error is RazorpayHttpError {
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { statusCode?: unknown }).statusCode === 'number'
  );
}

/**
 * 429 and 5xx are `unavailable`, like anything without an HTTP answer: on a network error or a
 * timeout the SDK loses axios's error and throws a TypeError of its own. Razorpay answers an
 * unknown id with 400 "The id provided does not exist": `not_found`. Other answers are `refused`.
 */
function toProviderError(error: unknown): unknown {
  if (error instanceof PaymentProviderError) return error;
  if (!isHttpError(error)) {
    return new PaymentProviderError(
      'unavailable',
      'razorpay',
      `Razorpay gave no answer: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  const { statusCode, error: detail } = error;
  const summary = `Razorpay ${statusCode} (${detail?.code ?? 'no code'}): ${detail?.description ?? ''}`;
  if (statusCode === 429 || statusCode >= 500) {
    return new PaymentProviderError('unavailable', 'razorpay', summary);
  }
  if (statusCode === 404 || /does not exist/i.test(detail?.description ?? '')) {
    return new PaymentProviderError('not_found', 'razorpay', summary);
  }
  return new PaymentProviderError('refused', 'razorpay', summary);
}
