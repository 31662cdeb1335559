import { INDIA_COUNTRY_CODE } from '@givecrowd/shared/organization/registration-form';
import type { PaymentProviderName } from '@givecrowd/shared/payments/payments-api';
import type { Config } from '@/config.ts';
import type { Database } from '@/db/client.ts';
import type { DonationCheckouts, PaymentProvider } from './payment-provider.ts';
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
  /**
   * The provider that takes an organization's gifts (docs/product/donations.md#paying): its country's
   * checkout provider, outside India only when it also holds the organization's account; null when
   * none can (the provider takes no gifts yet, or the account is another provider's).
   */
  giftsFor: (organization: {
    countryCode: string | null;
    paymentProvider: PaymentProviderName | null;
  }) => GiftProvider | null;
  /** Whether any part runs on the sandbox, where no real money moves. */
  usesSandbox: boolean;
};

export type GiftProvider = PaymentProvider & { donations: DonationCheckouts };

export function createPaymentProviders({
  config,
  db,
}: {
  config: Pick<
    Config,
    'stripe' | 'razorpay' | 'paymentSandbox' | 'paymentTimeoutMs' | 'publicUrl' | 'bankAccountKey'
  >;
  db: Database;
}): PaymentProviders {
  const options = { timeoutMs: config.paymentTimeoutMs };
  // Only when asked for (docs/product/start-modes.md#payments): its Pay button needs no login.
  const sandbox = config.paymentSandbox
    ? createSandboxProvider({ db, publicUrl: config.publicUrl })
    : undefined;
  const stripe = config.stripe ? createStripeProvider(config.stripe, options) : undefined;
  const razorpay = config.razorpay
    ? createRazorpayProvider(config.razorpay, {
        ...options,
        db,
        bankAccountKey: config.bankAccountKey,
      })
    : undefined;
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
  const checkoutFor = (countryCode: string) =>
    countryCode === INDIA_COUNTRY_CODE ? inIndia : outsideIndia;
  return {
    account: outsideIndia,
    checkoutFor,
    giftsFor: ({ countryCode, paymentProvider }) => {
      if (!countryCode) return null;
      const provider = checkoutFor(countryCode);
      const { donations } = provider;
      if (!donations) return null;
      if (countryCode !== INDIA_COUNTRY_CODE && paymentProvider !== provider.name) return null;
      return { ...provider, donations };
    },
    named: (name) => byName[name],
    usesSandbox: outsideIndia === sandbox || inIndia === sandbox,
  };
}
