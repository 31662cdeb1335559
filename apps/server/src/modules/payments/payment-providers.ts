import { INDIA_COUNTRY_CODE } from '@givecrowd/shared/organization/registration-form';
import type { PaymentProviderName } from '@givecrowd/shared/payments/payments-api';
import type { Config } from '@/config.ts';
import type { Database } from '@/db/client.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { createRazorpayProvider } from './razorpay/razorpay-provider.ts';
import { createSandboxProvider } from './sandbox/sandbox-provider.ts';
import { createStripeProvider } from './stripe/stripe-provider.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The payment providers this deployment uses (docs/product/payments.md#configuration). */
    payments: PaymentProviders;
  }
}

/**
 * Which provider does what (docs/product/payments.md#configuration): Stripe holds the donation
 * accounts when configured; checkouts go to Razorpay in India and to Stripe elsewhere, when
 * configured; the built-in sandbox stands in for any that is not, when PAYMENT_SANDBOX allows it.
 */
export type PaymentProviders = {
  /** Makes and onboards the organizations' donation accounts (outside India). */
  account: PaymentProvider;
  /** Runs plan and verification checkouts for an organization of this country. */
  checkoutFor: (countryCode: string) => PaymentProvider;
  /**
   * The provider that made a stored account or checkout, to ask it again; undefined when this
   * deployment no longer has it configured.
   */
  named: (name: PaymentProviderName) => PaymentProvider | undefined;
  /** Whether any part runs on the sandbox, where no real money moves. */
  usesSandbox: boolean;
};

export function createPaymentProviders({
  config,
  db,
}: {
  config: Pick<Config, 'stripe' | 'razorpay' | 'paymentSandbox' | 'paymentTimeoutMs' | 'publicUrl'>;
  db: Database;
}): PaymentProviders {
  const options = { timeoutMs: config.paymentTimeoutMs };
  // Only when asked for (docs/product/start-modes.md#payments): its Pay button needs no login.
  const sandbox = config.paymentSandbox
    ? createSandboxProvider({ db, publicUrl: config.publicUrl })
    : undefined;
  const stripe = config.stripe ? createStripeProvider(config.stripe, options) : undefined;
  const razorpay = config.razorpay ? createRazorpayProvider(config.razorpay, options) : undefined;
  const orSandbox = (provider: PaymentProvider | undefined, variable: string) => {
    const chosen = provider ?? sandbox;
    // resolveConfig already refuses such a start; this keeps a hand-made config honest too.
    if (!chosen) throw new Error(`${variable} is not set and PAYMENT_SANDBOX is off`);
    return chosen;
  };
  const outsideIndia = orSandbox(stripe, 'STRIPE_SECRET_KEY');
  const inIndia = orSandbox(razorpay, 'RAZORPAY_KEY_ID');
  const byName: Record<PaymentProviderName, PaymentProvider | undefined> = {
    sandbox,
    stripe,
    razorpay,
  };
  return {
    account: outsideIndia,
    checkoutFor: (countryCode) => (countryCode === INDIA_COUNTRY_CODE ? inIndia : outsideIndia),
    named: (name) => byName[name],
    usesSandbox: outsideIndia === sandbox || inIndia === sandbox,
  };
}
