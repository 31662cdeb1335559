import type { DonationFrequency } from '@givecrowd/shared/giving/donation-fields';
import { type GiftFees, giftFees } from '@givecrowd/shared/giving/gift-fees';
import { toMajorUnits, toMinorUnits } from '@givecrowd/shared/giving/gift-money';
import type { DonationForm } from '@givecrowd/shared/giving/giving-api';

/** A gift's figures in major units, as the summary and the pay button show them. */
export type GiftFigures = GiftFees & {
  /** The platform's and the provider's fees together. */
  fees: number;
  frequency: DonationFrequency;
};

/**
 * The fees of `amount` (major units) under the organization's plan (giftFees, the plans' "what
 * you keep"); null without an amount the rules accept.
 */
export function giftFiguresOf({
  amount,
  donationForm,
  coverFees,
  frequency,
}: {
  amount: number | null;
  donationForm: DonationForm;
  coverFees: boolean;
  frequency: DonationFrequency;
}): GiftFigures | null {
  if (amount === null) return null;
  const fees = giftFees({
    amount: toMinorUnits(amount),
    countryCode: donationForm.organization.country_code,
    platformFeePercent: donationForm.platform_fee_percent,
    coverFees,
  });
  return {
    amount: toMajorUnits(fees.amount),
    platformFee: toMajorUnits(fees.platformFee),
    providerFee: toMajorUnits(fees.providerFee),
    charged: toMajorUnits(fees.charged),
    organizationReceives: toMajorUnits(fees.organizationReceives),
    fees: toMajorUnits(fees.platformFee + fees.providerFee),
    frequency,
  };
}
