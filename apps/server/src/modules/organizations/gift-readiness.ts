import { giftCurrencyFor } from '@givecrowd/shared/giving/gift-money';
import { INDIA_COUNTRY_CODE } from '@givecrowd/shared/organization/registration-form';
import type { Organization } from './repository.ts';

/** Whether an organization takes gifts now, and from whom (docs/product/donations.md#who-can-take-gifts). */
export type GiftReadiness = {
  takesGifts: boolean;
  /** India: its FCRA registration and FCRA account are given, so foreign citizens may give. */
  acceptsForeignCitizens: boolean;
};

const filled = (value: unknown) => typeof value === 'string' && value.trim() !== '';

/**
 * docs/product/donations.md, "Who can take gifts": approved, and its payments ready — in India the domestic bank
 * account of step 2, elsewhere a connected account whose onboarding is finished — in a currency
 * gifts are taken in.
 */
export function giftReadiness(organization: Organization): GiftReadiness {
  const { form } = organization;
  if (organization.status !== 'approved' || !giftCurrencyFor(organization.countryCode)) {
    return { takesGifts: false, acceptsForeignCitizens: false };
  }
  if (organization.countryCode === INDIA_COUNTRY_CODE) {
    const domestic = form.show_domestic_account === true && filled(form.account_number);
    const fcra =
      form.organization_fcra_check === true &&
      filled(form.organization_fcra_number) &&
      form.show_fcra_account === true &&
      filled(form.fcra_account_number);
    return { takesGifts: domestic, acceptsForeignCitizens: domestic && fcra };
  }
  const connected =
    organization.paymentAccountId !== null && organization.paymentOnboarded === true;
  return { takesGifts: connected, acceptsForeignCitizens: false };
}

/**
 * Whether a Donate button shows for the organization now: it takes gifts and a provider of this
 * deployment takes them for it (`giftsFor`, the payment providers').
 */
export function takesGiftsNow(
  organization: Organization,
  providers: { giftsFor: (organization: Organization) => unknown },
): boolean {
  return giftReadiness(organization).takesGifts && providers.giftsFor(organization) !== null;
}
