import { LOCALES } from '../i18n/locales.ts';
import type { GiftCurrency } from './gift-money.ts';

/*
 * A gift's fields as the form and the giving rules read them, without the request's schema
 * (donation-details.ts), so that the donation page's script loads no zod (docs/decisions/012).
 */

export const DONATION_FREQUENCIES = ['one_time', 'monthly'] as const;
export type DonationFrequency = (typeof DONATION_FREQUENCIES)[number];

export const DEDICATION_KINDS = ['honour', 'memory'] as const;
export type DedicationKind = (typeof DEDICATION_KINDS)[number];

/** A donor gives in any language the product speaks. */
export const DONOR_LOCALES = LOCALES;
export type DonorLocale = (typeof DONOR_LOCALES)[number];

export type DonorAddress = {
  line_1: string;
  line_2: string;
  city: string;
  postal_code: string;
  country_code: string;
};

/** What the giving rules read: the form's or the request's values, every text present. */
export type DonationDetails = {
  /** Major units; null when blank or not an amount. */
  amount: number | null;
  frequency: DonationFrequency;
  donor_name: string;
  donor_email: string;
  donor_phone: string;
  is_indian_citizen: boolean;
  donor_passport: string;
  donor_nationality: string;
  donor_pan: string;
  donor_address: DonorAddress;
  show_name: boolean;
  dedication: { kind: DedicationKind; name: string } | null;
  message: string;
  gift_aid: boolean;
  cover_fees: boolean;
};

/** Who is given to, as the rules need it: the organization's country and what it accepts. */
export type GiftRecipient = {
  countryCode: string;
  currency: GiftCurrency;
  /** India: it has an FCRA registration and account, so foreign citizens may give. */
  acceptsForeignCitizens: boolean;
};

/** The fields the rules mark, as `errors[].field` names them. */
export type DonationField =
  | 'amount'
  | 'currency'
  | 'donor_name'
  | 'donor_email'
  | 'donor_phone'
  | 'is_indian_citizen'
  | 'donor_passport'
  | 'donor_nationality'
  | 'donor_pan'
  | 'donor_address.line_1'
  | 'donor_address.city'
  | 'donor_address.postal_code'
  | 'donor_address.country_code'
  | 'dedication.name'
  | 'message';

export const EMPTY_ADDRESS: DonorAddress = {
  line_1: '',
  line_2: '',
  city: '',
  postal_code: '',
  country_code: '',
};
