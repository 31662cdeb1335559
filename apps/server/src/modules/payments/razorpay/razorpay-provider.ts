import type { PlanPeriod } from '@givecrowd/shared/payments/payments-api';
import { planFirstChargeAt } from '@givecrowd/shared/payments/plan-pricing';
import type { RazorpayConfig } from '@/config.ts';
import type { Database } from '@/db/client.ts';
import { type PaymentProvider, PaymentProviderError } from '../payment-provider.ts';
import { createRazorpayCall } from './razorpay-client.ts';
import { createRazorpayDonationCheckouts } from './razorpay-donations.ts';
import { razorpayLinkedAccounts } from './razorpay-linked-accounts.ts';
import { razorpayPlanFinder } from './razorpay-plans.ts';

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

/**
 * Razorpay through its official SDK (docs/product/payment-providers.md#razorpay), for the plan
 * checkouts, verification donations and gifts of Indian organizations: recurring plans become a
 * subscription on a Razorpay plan starting a day later (the person authorises it on Razorpay's
 * page, with Razorpay's refundable INR 5 charge; the plan is charged from its start), one-time plans and donations a payment link. It offers no donation
 * accounts.
 *
 * Gifts are paid into the platform's Razorpay account and transferred with Razorpay Route to the
 * organization's linked account, which settles to its bank account (a foreign citizen's gift to
 * the linked account of its FCRA account); the linked accounts are made from the organization's
 * step-2 bank accounts, opened with `bankAccountKey` (docs/product/payment-providers.md#gifts-on-razorpay).
 */
export function createRazorpayProvider(
  config: RazorpayConfig,
  { timeoutMs, db, bankAccountKey }: { timeoutMs: number; db: Database; bankAccountKey: Buffer },
): PaymentProvider {
  const call = createRazorpayCall(config, { timeoutMs });
  const planFor = razorpayPlanFinder();
  const linkedAccountFor = razorpayLinkedAccounts({ call, db, bankAccountKey, timeoutMs });

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
          const key = `givecrowd:${billing.period}:${billing.interval}:${amount}:${input.planName}`;
          const planId = await planFor(razorpay, {
            key,
            planName: input.planName,
            amount,
            period: billing.period,
            interval: billing.interval,
          });
          const subscription = await razorpay.subscriptions.create({
            plan_id: planId,
            // A start in the future makes the authorisation Razorpay's refundable INR 5, and the
            // plan's first charge fall on the date the checkout page names.
            start_at: Math.floor(planFirstChargeAt(input.startedAt).getTime() / 1000),
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

    donations: createRazorpayDonationCheckouts(call, linkedAccountFor),
  };
}
