import { toMinorUnits } from '@givecrowd/shared/giving/gift-money';
import type { Database } from '@/db/client.ts';
import {
  type DonationPayment,
  type PaymentProvider,
  PaymentProviderError,
} from '../payment-provider.ts';
import {
  ensureSandboxAccount,
  ensureSandboxCheckout,
  findSandboxAccount,
  findSandboxCheckout,
  type SandboxCheckoutRow,
} from './sandbox-repository.ts';

/** Where the sandbox's hosted pages are (docs/product/payments.md#sandbox). */
export const SANDBOX_ONBOARD_PATH = '/sandbox/payments/onboard';
export const SANDBOX_CHECKOUT_PATH = '/sandbox/payments/checkout';

/** The payment a paid sandbox checkout made, as a provider reports it; null before Pay. */
export const sandboxPayment = (checkout: SandboxCheckoutRow): DonationPayment | null =>
  checkout.paymentId
    ? {
        paymentId: checkout.paymentId,
        amountMinor: checkout.amountMinor,
        currency: checkout.currency,
      }
    : null;

const missing = (what: string) =>
  new PaymentProviderError('not_found', 'sandbox', `no sandbox ${what} with this id`);

/**
 * The built-in payment provider (docs/product/payments.md#sandbox), used for whatever no real
 * provider is configured for. It keeps its accounts and checkouts in this database and hosts its
 * own onboarding and checkout pages on this server, where a person completes onboarding or pays
 * with one button: no money moves, and every page says so.
 */
export function createSandboxProvider({
  db,
  publicUrl,
}: {
  db: Database;
  publicUrl: string;
}): PaymentProvider {
  return {
    name: 'sandbox',
    offersAccounts: true,

    async createAccount({ idempotencyKey, businessType, email, country, organizationName }) {
      const account = await ensureSandboxAccount(db, {
        idempotencyKey,
        businessType,
        email,
        country,
        organizationName,
      });
      return { accountId: account.id };
    },

    // The page checks the owner's signature the link carries, so the link lives as long as the
    // signature does; an expired one is opened again from the wizard (a re-connect link).
    async onboardingLink({ accountId, returnUrl, signature }) {
      if (!(await findSandboxAccount(db, accountId))) throw missing('account');
      const query = new URLSearchParams({ return_url: returnUrl, signature });
      return {
        url: `${publicUrl}${SANDBOX_ONBOARD_PATH}/${encodeURIComponent(accountId)}?${query}`,
      };
    },

    async accountOnboarded(accountId) {
      const account = await findSandboxAccount(db, accountId);
      if (!account) throw missing('account');
      return account.onboardedAt !== null;
    },

    async createCheckout(input) {
      const checkout = await ensureSandboxCheckout(db, {
        reference: input.checkoutId,
        kind: input.kind,
        planName: input.planName,
        period: input.period,
        currency: input.currency,
        amountMinor: toMinorUnits(input.amount),
        customerEmail: input.customerEmail,
        successUrl: input.successUrl,
        cancelUrl: input.cancelUrl,
      });
      return {
        providerSessionId: checkout.id,
        url: `${publicUrl}${SANDBOX_CHECKOUT_PATH}/${encodeURIComponent(checkout.id)}`,
      };
    },

    async checkoutPaid(providerSessionId) {
      const checkout = await findSandboxCheckout(db, providerSessionId);
      if (!checkout) throw missing('checkout');
      return checkout.state === 'paid';
    },

    donations: {
      // A direct charge on the organization's sandbox account, as Stripe's would be.
      async createDonationCheckout(input) {
        if (input.accountId && !(await findSandboxAccount(db, input.accountId))) {
          throw missing('account');
        }
        const checkout = await ensureSandboxCheckout(db, {
          reference: input.donationId,
          kind: 'donation',
          planName: input.description,
          period: null,
          currency: input.currency,
          amountMinor: input.amountMinor,
          monthly: input.monthly,
          accountId: input.accountId,
          applicationFeeMinor: input.applicationFeeMinor,
          customerEmail: input.donorEmail,
          successUrl: input.successUrl,
          cancelUrl: input.cancelUrl,
        });
        return {
          providerSessionId: checkout.id,
          url: `${publicUrl}${SANDBOX_CHECKOUT_PATH}/${encodeURIComponent(checkout.id)}`,
        };
      },

      async donationCheckoutState(providerSessionId) {
        const checkout = await findSandboxCheckout(db, providerSessionId);
        if (!checkout) throw missing('checkout');
        const payment = sandboxPayment(checkout);
        if (checkout.state === 'paid' && payment) return { state: 'paid', payment };
        return { state: checkout.state === 'cancelled' ? 'cancelled' : 'open', payment: null };
      },

      // The month's payment id follows from the first, so asking twice for a month charges once.
      async renewMonthly({ providerSessionId, month }) {
        const checkout = await findSandboxCheckout(db, providerSessionId);
        const first = checkout && sandboxPayment(checkout);
        if (!checkout?.monthly || !first) throw missing('monthly gift');
        return { ...first, paymentId: `${first.paymentId}_m${month}` };
      },
    },
  };
}
