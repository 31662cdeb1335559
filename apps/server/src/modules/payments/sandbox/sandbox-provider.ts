import { toMinorUnits } from '@givecrowd/shared/giving/gift-money';
import type { Database } from '@/db/client.ts';
import {
  type DonationPayment,
  type PaymentProvider,
  PaymentProviderError,
} from '../payment-provider.ts';
import {
  endSandboxMonthly,
  ensureSandboxAccount,
  ensureSandboxCheckout,
  ensureSandboxRefund,
  findSandboxAccount,
  findSandboxCheckout,
  type SandboxCheckoutRow,
} from './sandbox-repository.ts';

/** Where the sandbox's hosted pages are (docs/product/payments.md#sandbox). */
export const SANDBOX_ONBOARD_PATH = '/sandbox/payments/onboard';
export const SANDBOX_CHECKOUT_PATH = '/sandbox/payments/checkout';
/** A monthly gift's page, where its donor updates the card after a declined charge. */
export const SANDBOX_MONTHLY_PATH = '/sandbox/payments/monthly';

/** The payment a paid sandbox checkout made, as a provider reports it; null before Pay. */
export const sandboxPayment = (checkout: SandboxCheckoutRow): DonationPayment | null =>
  checkout.paymentId
    ? {
        paymentId: checkout.paymentId,
        amountMinor: checkout.amountMinor,
        currency: checkout.currency,
      }
    : null;

/** Whether the checkout made `paymentId`: its first payment, or a later month's (`…_m2`, `…_m3`). */
function isPaymentOf(checkout: SandboxCheckoutRow, first: string, paymentId: string): boolean {
  if (paymentId === first) return true;
  const month = paymentId.startsWith(`${first}_m`) ? paymentId.slice(first.length + 2) : '';
  return checkout.monthly && /^[1-9]\d*$/.test(month) && Number(month) >= 2;
}

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

      // The month's payment id follows from the first, so asking twice for a month charges once;
      // a card set to decline (on the gift's own page) declines each attempt once, by its id.
      async renewMonthly({ providerSessionId, month, attempt }) {
        const checkout = await findSandboxCheckout(db, providerSessionId);
        const first = checkout && sandboxPayment(checkout);
        if (!checkout?.monthly || !first || checkout.monthlyEndedAt) {
          throw missing('running monthly gift');
        }
        if (checkout.declinesCharges) {
          return {
            state: 'declined',
            attemptId: `${first.paymentId}_m${month}_a${attempt}`,
            updateUrl: `${publicUrl}${SANDBOX_MONTHLY_PATH}/${encodeURIComponent(checkout.id)}`,
          };
        }
        return { state: 'paid', payment: { ...first, paymentId: `${first.paymentId}_m${month}` } };
      },

      // Its subscription is the checkout itself: ended, it is renewed no more.
      async cancelMonthly({ providerSessionId }) {
        if (!(await endSandboxMonthly(db, providerSessionId))) throw missing('monthly gift');
      },

      // A direct charge, as Stripe's: the organization's account pays the refund and keeps no fee
      // back; the payment is refunded once (again only after a failed refund, under another key),
      // a retry under the same key finds the first refund.
      refundReturnsProviderFee: false,
      async refundCharge({ providerSessionId, paymentId, amountMinor, currency, idempotencyKey }) {
        const checkout = await findSandboxCheckout(db, providerSessionId);
        const first = checkout && sandboxPayment(checkout);
        if (!checkout || !first) throw missing('payment');
        if (!isPaymentOf(checkout, first.paymentId, paymentId)) throw missing('payment');
        if (amountMinor !== checkout.amountMinor || currency !== checkout.currency) {
          throw new PaymentProviderError('refused', 'sandbox', 'a refund is of the whole payment');
        }
        const refund = await ensureSandboxRefund(db, {
          idempotencyKey,
          checkoutId: checkout.id,
          paymentId,
          amountMinor,
          currency,
        });
        if (!refund) {
          throw new PaymentProviderError('refused', 'sandbox', `${paymentId} is refunded already`);
        }
        if (refund.failedAt) {
          throw new PaymentProviderError('refused', 'sandbox', `refund ${refund.id} failed`);
        }
        return { refundId: refund.id };
      },
    },
  };
}
