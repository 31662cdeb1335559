import type { GiftCurrency } from '@givecrowd/shared/giving/gift-money';
import type {
  PaymentProviderName,
  PlanCurrency,
  PlanPeriod,
} from '@givecrowd/shared/payments/payments-api';

/**
 * What every payment provider does for us (docs/product/payment-providers.md): accounts that
 * take donations (Connect accounts; the sandbox's own), their hosted onboarding, hosted checkouts
 * for plans and verification donations, and reading a checkout's confirmed state. Webhooks are
 * each provider's own route; they end in the same `recordCheckoutPaid`.
 *
 * A provider's failure is thrown as `PaymentProviderError`: `unavailable` (timeout, network,
 * 5xx, 429) answers 503 with Retry-After, `refused` (4xx) answers 502; neither leaves anything
 * half-written.
 */
export type PaymentProvider = {
  readonly name: PaymentProviderName;
  /** Whether this provider offers donation accounts (Connect); Razorpay does not. */
  readonly offersAccounts: boolean;

  /**
   * Creates the organization's account. `idempotencyKey` is stable per organization, so a retry
   * or a second connect racing the first gets the same account back, never a second one.
   */
  createAccount(input: {
    idempotencyKey: string;
    businessType: 'company' | 'non_profit';
    email: string;
    country: string;
    organizationName: string;
  }): Promise<{ accountId: string }>;

  /** A fresh link to the hosted onboarding of `accountId`. */
  onboardingLink(input: {
    accountId: string;
    /** Where the person goes once done: `{domain}/organization/partner-onboarding`. */
    returnUrl: string;
    /** Where an expired link sends them: our re-connect call, which makes a fresh one. */
    refreshUrl: string;
    /**
     * The owner's proof for this account and return origin (docs/product/payments.md#onboarding-links),
     * already in `refreshUrl`. Pages of our own (the sandbox's) carry it in their link and check
     * it; a real provider's link is its own and needs none.
     */
    signature: string;
  }): Promise<{ url: string }>;

  /** Whether the account's onboarding is done (Stripe: details_submitted and charges_enabled). */
  accountOnboarded(accountId: string): Promise<boolean>;

  /** Starts a hosted checkout for a price the server fixed. */
  createCheckout(input: {
    /** Our checkout_sessions id: the idempotency key and the reference the provider echoes. */
    checkoutId: string;
    kind: 'plan' | 'verification';
    planName: string;
    period: PlanPeriod | null;
    currency: PlanCurrency;
    /** Whole rupees or dollars. */
    amount: number;
    /**
     * When our checkout was started. A mandate (India's recurring plan) charges the plan first at
     * `planFirstChargeAt(startedAt)`, the date the checkout page names
     * (docs/product/plans-and-checkout.md#what-is-charged-and-when).
     */
    startedAt: Date;
    customerEmail: string;
    /** Back to `/organization/partner-onboarding` with the checkout id. */
    successUrl: string;
    cancelUrl: string;
  }): Promise<{ providerSessionId: string; url: string }>;

  /** Asks the provider whether a checkout was paid (the return page's check; webhooks are the other). */
  checkoutPaid(providerSessionId: string): Promise<boolean>;

  /**
   * Gifts' checkouts, where this provider takes gifts: the sandbox, Stripe (on the organization's
   * connected account) and Razorpay (transferred to the organization's linked account,
   * docs/product/payment-providers.md#gifts-on-razorpay).
   */
  readonly donations?: DonationCheckouts;
};

/** A gift's hosted checkout, at the server's figures (docs/product/donations.md#paying). */
export type DonationCheckoutInput = {
  /** Our donation id: the idempotency key and the reference the provider echoes. */
  donationId: string;
  /** Charged every month until stopped. */
  monthly: boolean;
  currency: GiftCurrency;
  /** What the donor is charged (each month), minor units. */
  amountMinor: number;
  /** The platform's fee, taken from the charge (Stripe's application fee), minor units. */
  applicationFeeMinor: number;
  /**
   * What reaches the organization: the charge less the platform's fee and the provider's, minor
   * units. Razorpay transfers it to the organization's linked account.
   */
  organizationReceivesMinor: number;
  /** The organization the gift is for. */
  organizationId: string;
  /** The organization's connected account the charge is made on; null where gifts settle to a bank account (India). */
  accountId: string | null;
  /** India: a foreign citizen's gift, which settles to the organization's FCRA account. */
  fromForeignCitizen: boolean;
  /** What the gift is for, as the provider's page shows it. */
  description: string;
  donorEmail: string;
  successUrl: string;
  cancelUrl: string;
};

/** A payment the provider confirmed: its id and what it says was paid. */
export type DonationPayment = { paymentId: string; amountMinor: number; currency: string };

export type DonationCheckoutState =
  | { state: 'open' | 'cancelled'; payment: null }
  | { state: 'paid'; payment: DonationPayment };

/** What a provider that takes gifts does for them. */
export type DonationCheckouts = {
  /**
   * `providerSessionId` is the provider's own id for the checkout, kept with the donation and
   * handed back to `donationCheckoutState`; for Stripe it names the connected account too
   * (`{account}/{session}`).
   */
  createDonationCheckout(
    input: DonationCheckoutInput,
  ): Promise<{ providerSessionId: string; url: string }>;
  /** Asks the provider about a gift's checkout (the thank-you page's check; webhooks are the other). */
  donationCheckoutState(providerSessionId: string): Promise<DonationCheckoutState>;
  /**
   * Charges month `month` (2, 3, …) of a monthly gift, where the product's scheduler charges them
   * (the sandbox; docs/product/donations.md#monthly-gifts): its `attempt` (1, 2, …) after declined
   * ones. Providers with subscriptions of their own charge by themselves and report each month by
   * webhook, so they have none. The same month answers the same payment, and the same attempt the
   * same decline, so a repeated run charges once.
   */
  renewMonthly?(input: {
    providerSessionId: string;
    month: number;
    attempt: number;
  }): Promise<MonthlyRenewal>;
  /**
   * Stops a monthly gift at once (docs/product/donations.md#the-donors-page): Stripe and Razorpay
   * cancel its subscription, the sandbox renews it no more. `idempotencyKey` is stable per gift,
   * and a gift stopped already is left as it is, so asking twice stops it once.
   */
  cancelMonthly(input: { providerSessionId: string; idempotencyKey: string }): Promise<void>;
  /**
   * Sends a confirmed charge's share on to the organization, where the provider does not do it by
   * itself (a Razorpay subscription's charges, docs/product/payment-providers.md#gifts-on-razorpay).
   * Once per payment, however often it is asked.
   */
  transferCharge?(input: { providerSessionId: string; payment: DonationPayment }): Promise<void>;
  /**
   * Refunds a confirmed charge in full (docs/product/donations.md#refunds): Stripe on the
   * organization's account with its application fee given back, Razorpay with the Route transfers
   * reversed, the sandbox in its own table. `idempotencyKey` is derived from our charge, so a retry
   * (or a second request racing the first) gets the first refund back, never a second one.
   */
  refundCharge(input: RefundChargeInput): Promise<{ refundId: string }>;
  /**
   * Whether a refund also gives back the provider's fee, as the organization sees it: Razorpay
   * reverses the whole transfer, so the organization gives back all it received and the platform's
   * account bears Razorpay's fee; a direct charge (Stripe, the sandbox) leaves the provider's fee
   * paid from the organization's account.
   */
  readonly refundReturnsProviderFee: boolean;
};

/** A charge to refund in full, as the giving module knows it. */
export type RefundChargeInput = {
  /** The gift's checkout, as kept with the donation (Stripe's names the connected account). */
  providerSessionId: string;
  /** The provider's id of the charge's payment, as `confirmDonation` recorded it. */
  paymentId: string;
  amountMinor: number;
  currency: GiftCurrency;
  /** `refund-{charge id}`. */
  idempotencyKey: string;
  donationId: string;
};

/** A refund a provider's webhook reports: of a payment, in full or not. */
export type ProviderRefund = {
  provider: PaymentProviderName;
  /** The ids the refunded payment may be recorded under (Stripe: its PaymentIntent and its charge). */
  paymentIds: string[];
  refundId: string | null;
  amountMinor: number;
  currency: string;
};

/**
 * Records a refund the provider reports (the giving module's, handed to the webhooks): 'recorded'
 * once, 'already' when that charge's refund was recorded before (by the owner's call or an earlier
 * report), 'unknown' for a payment that is no charge of ours, 'mismatch' for a refund that is not
 * the whole charge (nothing recorded).
 */
export type RecordRefund = (
  refund: ProviderRefund,
) => Promise<'recorded' | 'already' | 'unknown' | 'mismatch'>;

/**
 * A refund the provider accepted and then failed (docs/decisions/013-a-refund-that-fails.md): the
 * money stayed with the organization. `reason` is the provider's, null when it gave none.
 */
export type ProviderRefundFailure = {
  provider: PaymentProviderName;
  refundId: string;
  /** The ids the payment may be recorded under (Stripe: its PaymentIntent and its charge). */
  paymentIds: string[];
  /** What the refund was to give back, in minor units. */
  amountMinor: number;
  reason: string | null;
};

/**
 * Records a refund the provider failed (the giving module's, handed to the webhooks and the
 * sandbox): 'recorded' once, 'already' when that refund's failure was recorded before, 'unknown'
 * for a payment that is no charge of ours.
 */
export type RecordRefundFailure = (
  failure: ProviderRefundFailure,
) => Promise<'recorded' | 'already' | 'unknown'>;

/** A month the product's scheduler asked for: paid, or declined by the donor's card. */
export type MonthlyRenewal =
  | { state: 'paid'; payment: DonationPayment }
  | {
      state: 'declined';
      /** The provider's id of this attempt: the same attempt asked again answers the same. */
      attemptId: string;
      /** Where the donor updates the payment. */
      updateUrl: string | null;
    };

/**
 * A monthly gift's charge the provider reports declined (docs/product/donations.md#the-donors-page):
 * `attemptId` names the attempt, so a report repeated counts once; `updateUrl` is where the donor
 * updates the payment at the provider; `ended` when the provider itself gave the subscription up.
 */
export type FailedCharge = {
  provider: PaymentProviderName;
  providerSessionId: string;
  attemptId: string;
  updateUrl: string | null;
  ended: boolean;
};

/**
 * Records a monthly gift's declined charge (the giving module's, handed to the scheduler and the
 * webhooks): the donor is told where to update the payment, and after the third in a row the
 * gift stops. 'recorded' the first time, 'already' for a repeat, 'unknown' for no gift of ours.
 */
export type RecordFailedCharge = (
  input: FailedCharge,
) => Promise<'recorded' | 'already' | 'unknown'>;

/**
 * Records a gift's payment the provider confirmed (the giving module's, handed to the payment
 * routes): 'recorded' once, 'already' for every repeat, 'unknown' for a checkout we never
 * started, 'mismatch' when the payment is not the gift's amount and currency (nothing recorded).
 */
export type ConfirmDonation = (input: {
  provider: PaymentProviderName;
  providerSessionId: string;
  payment: DonationPayment;
}) => Promise<'recorded' | 'already' | 'unknown' | 'mismatch'>;

export type PaymentProviderErrorKind = 'unavailable' | 'refused' | 'not_found';

export class PaymentProviderError extends Error {
  constructor(
    readonly kind: PaymentProviderErrorKind,
    readonly provider: PaymentProviderName,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'PaymentProviderError';
  }
}
