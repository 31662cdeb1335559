import type { PlanPeriod } from '@givecrowd/shared/payments/payments-api';
import type Stripe from 'stripe';
import type { StripeConfig } from '@/config.ts';
import { type PaymentProvider, PaymentProviderError } from '../payment-provider.ts';
import { isCheckoutSessionPaid } from './is-checkout-session-paid.ts';
import { createStripeCall } from './stripe-client.ts';
import { createStripeDonationCheckouts } from './stripe-donations.ts';

/** Plans are bought quarterly or yearly (docs/product/payment-providers.md#stripe). */
const RECURRING: Partial<
  Record<PlanPeriod, Stripe.Checkout.SessionCreateParams.LineItem.PriceData.Recurring>
> = {
  Quarterly: { interval: 'month', interval_count: 3 },
  yearly: { interval: 'year' },
};

/** Both plan currencies (INR, USD) count in hundredths: paise and cents. */
const toSmallestUnit = (amount: number) => Math.round(amount * 100);

/**
 * Stripe through its official SDK (docs/product/payment-providers.md#stripe): Connect accounts
 * and their hosted onboarding for organizations outside India, Checkout for plans and
 * verification donations, and gifts charged on the organization's own account. Every create
 * call carries an idempotency key of ours, so a retry or a second click gets the first result
 * back instead of a second account or session.
 */
export function createStripeProvider(
  config: StripeConfig,
  { timeoutMs }: { timeoutMs: number },
): PaymentProvider {
  const call = createStripeCall(config, { timeoutMs });

  return {
    name: 'stripe',
    offersAccounts: true,

    createAccount: ({ idempotencyKey, businessType, email, country, organizationName }) =>
      call(async (stripe) => {
        const account = await stripe.accounts.create(
          {
            type: 'express',
            country,
            email,
            business_type: businessType,
            business_profile: { name: organizationName },
            capabilities: { card_payments: { requested: true }, transfers: { requested: true } },
          },
          { idempotencyKey },
        );
        return { accountId: account.id };
      }),

    onboardingLink: ({ accountId, returnUrl, refreshUrl }) =>
      call(async (stripe) => {
        const link = await stripe.accountLinks.create({
          account: accountId,
          type: 'account_onboarding',
          return_url: returnUrl,
          refresh_url: refreshUrl,
        });
        return { url: link.url };
      }),

    accountOnboarded: (accountId) =>
      call(async (stripe) => {
        const account = await stripe.accounts.retrieve(accountId);
        return account.details_submitted === true && account.charges_enabled === true;
      }),

    createCheckout: (input) =>
      call(async (stripe) => {
        const recurring =
          input.kind === 'plan' && input.period ? RECURRING[input.period] : undefined;
        const session = await stripe.checkout.sessions.create(
          {
            mode: recurring ? 'subscription' : 'payment',
            ...(input.kind === 'verification' ? { submit_type: 'donate' as const } : {}),
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency: input.currency.toLowerCase(),
                  unit_amount: toSmallestUnit(input.amount),
                  product_data: { name: input.planName },
                  ...(recurring ? { recurring } : {}),
                },
              },
            ],
            customer_email: input.customerEmail,
            client_reference_id: input.checkoutId,
            metadata: { checkout_id: input.checkoutId },
            success_url: input.successUrl,
            cancel_url: input.cancelUrl,
          },
          { idempotencyKey: `checkout-${input.checkoutId}` },
        );
        if (!session.url) {
          throw new PaymentProviderError('refused', 'stripe', 'Stripe gave no checkout URL');
        }
        return { providerSessionId: session.id, url: session.url };
      }),

    checkoutPaid: (providerSessionId) =>
      call(async (stripe) =>
        isCheckoutSessionPaid(await stripe.checkout.sessions.retrieve(providerSessionId)),
      ),

    donations: createStripeDonationCheckouts(call),
  };
}
