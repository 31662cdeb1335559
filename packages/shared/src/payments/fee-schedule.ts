/**
 * The one fee schedule of the platform (docs/product/plans-and-checkout.md#the-fee-schedule): the
 * payment providers' card fees and the grant program's transaction fee. The plan picker's "what
 * you keep", the donation form's fee summary (giftFees) and the partner agreement's fees are all
 * written from it, so no page can state other figures than another.
 */

/** A card fee: a share of the payment plus a fixed part per card, in the payment's currency. */
export type CardFee = { percent: number; fixed: number };

/**
 * Typical published card fees of the payment providers we use: in India (Razorpay) domestic cards
 * and UPI, and international cards; elsewhere (Stripe) domestic and international cards, with a
 * fixed part of 30 cents.
 */
export const GATEWAY_FEES: Record<
  'india' | 'elsewhere',
  { domestic: CardFee; international: CardFee }
> = {
  india: { domestic: { percent: 2, fixed: 0 }, international: { percent: 2.9, fixed: 0 } },
  elsewhere: {
    domestic: { percent: 2.9, fixed: 0.3 },
    international: { percent: 5.9, fixed: 0.3 },
  },
};

/** The technology grant's transaction fee, taken by the platform from each donation. */
export const GRANT_TRANSACTION_FEE_PERCENT = 3;

/** One kind of payment and what it costs a grant partner in all: the transaction fee plus the card fee. */
type GrantFeeLine = {
  /** How the agreement names the kind of payment. */
  payment: string;
  card: CardFee;
  total: CardFee;
};

const sumPercent = (a: number, b: number) => Math.round((a + b) * 100) / 100;

/** Each kind of payment with its card fee and its total under the grant (the agreement's fees). */
export function grantFeeLines(): GrantFeeLine[] {
  const kinds = [
    ['a domestic card or UPI payment in India', GATEWAY_FEES.india.domestic],
    ['an international card paying an organization in India', GATEWAY_FEES.india.international],
    ['a domestic card outside India', GATEWAY_FEES.elsewhere.domestic],
    ['an international card outside India', GATEWAY_FEES.elsewhere.international],
  ] as const;
  return kinds.map(([payment, card]) => ({
    payment,
    card,
    total: { percent: sumPercent(GRANT_TRANSACTION_FEE_PERCENT, card.percent), fixed: card.fixed },
  }));
}

/** "2%", "2.9% plus 30 cents per card": a fee as the agreement writes it. */
export function describeCardFee({ percent, fixed }: CardFee): string {
  if (fixed <= 0) return `${percent}%`;
  return `${percent}% plus ${Math.round(fixed * 100)} cents per card`;
}
