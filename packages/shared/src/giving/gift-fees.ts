import { INDIA_COUNTRY_CODE } from '../organization/country-codes.ts';
import { GATEWAY_FEES } from '../payments/plan-pricing.ts';

/** A gift's money in minor units (docs/product/donations.md#fees), as the summary and the server show it. */
export type GiftFees = {
  /** The gift the donor chose. */
  amount: number;
  /** The platform's share under the organization's plan. */
  platformFee: number;
  /** The payment provider's typical fee for this gift (domestic card or UPI). */
  providerFee: number;
  /** What the donor pays: the gift, plus the provider's fee when they cover it. */
  charged: number;
  /** What reaches the organization. */
  organizationReceives: number;
};

/**
 * The fees of a gift of `amount` minor units, the same figures as the plans' "what you keep"
 * (plan-pricing.ts): the platform's percent of the gift and the provider's domestic fee. Covering
 * the fees adds the provider's fee to the charge, so the organization gets the gift less the
 * platform's share.
 */
export function giftFees({
  amount,
  countryCode,
  platformFeePercent,
  coverFees,
}: {
  amount: number;
  countryCode: string;
  platformFeePercent: number;
  coverFees: boolean;
}): GiftFees {
  const card = GATEWAY_FEES[countryCode === INDIA_COUNTRY_CODE ? 'india' : 'elsewhere'].domestic;
  const platformFee = Math.round((amount * platformFeePercent) / 100);
  const providerFee = Math.round((amount * card.percent) / 100 + card.fixed * 100);
  const charged = coverFees ? amount + providerFee : amount;
  return {
    amount,
    platformFee,
    providerFee,
    charged,
    organizationReceives: charged - platformFee - providerFee,
  };
}
