import type { DonationRequest } from '@givecrowd/shared/giving/donation-details';
import {
  type DedicationKind,
  type DonationDetails,
  type DonationFrequency,
  type DonorLocale,
  EMPTY_ADDRESS,
  type GiftRecipient,
} from '@givecrowd/shared/giving/donation-fields';
import { parseTypedAmount } from '@givecrowd/shared/giving/gift-money';
import type { DonationForm } from '@givecrowd/shared/giving/giving-api';
import { findDonationErrors } from '@givecrowd/shared/giving/giving-rules';
import { INDIA_COUNTRY_CODE } from '@givecrowd/shared/organization/country-codes';
import type { GiftTarget } from '@/lib/giving-paths';

/**
 * What the donation form holds, one flat value per input (@mantine/form reads a dot as a path):
 * the address and the dedication are put together into the request's objects.
 */
export type DonationFormValues = {
  /** As typed ('1,000'), or a suggested amount's figures. */
  amount: string;
  frequency: DonationFrequency;
  donor_name: string;
  donor_email: string;
  donor_phone: string;
  is_indian_citizen: boolean;
  donor_passport: string;
  donor_nationality: string;
  donor_pan: string;
  address_line_1: string;
  address_line_2: string;
  address_city: string;
  address_postal_code: string;
  address_country: string;
  show_name: boolean;
  /** '' for no dedication. */
  dedication_kind: DedicationKind | '';
  dedication_name: string;
  message: string;
  gift_aid: boolean;
  cover_fees: boolean;
};

export const isIndianOrganization = (form: DonationForm) =>
  form.organization.country_code === INDIA_COUNTRY_CODE;

/** Gift Aid is the UK's (docs/product/donations.md, The form). */
export const isUkOrganization = (form: DonationForm) => form.organization.country_code === 'GB';

/**
 * Whether the form asks for the donor's address: in India always (Form 10BD needs it), in the UK
 * with Gift Aid; elsewhere it is neither asked nor sent.
 */
export const asksAddress = (values: DonationFormValues, form: DonationForm) =>
  isIndianOrganization(form) || (isUkOrganization(form) && values.gift_aid);

export function initialDonationValues(form: DonationForm): DonationFormValues {
  return {
    amount: '',
    frequency: 'one_time',
    donor_name: '',
    donor_email: '',
    donor_phone: '',
    is_indian_citizen: true,
    donor_passport: '',
    donor_nationality: '',
    donor_pan: '',
    address_line_1: '',
    address_line_2: '',
    address_city: '',
    address_postal_code: '',
    address_country: form.organization.country_code,
    show_name: true,
    dedication_kind: '',
    dedication_name: '',
    message: '',
    gift_aid: false,
    cover_fees: false,
  };
}

/** Who is given to, as the shared rules read it. */
export const recipientOf = (form: DonationForm): GiftRecipient => ({
  countryCode: form.organization.country_code,
  currency: form.currency,
  acceptsForeignCitizens: form.accepts_foreign_citizens,
});

/** The values as the shared rules read them: what the form does not ask is left out. */
export function donationDetailsOf(values: DonationFormValues, form: DonationForm): DonationDetails {
  const inIndia = isIndianOrganization(form);
  return {
    amount: parseTypedAmount(values.amount),
    frequency: values.frequency,
    donor_name: values.donor_name,
    donor_email: values.donor_email,
    donor_phone: values.donor_phone,
    is_indian_citizen: inIndia ? values.is_indian_citizen : true,
    donor_passport: values.donor_passport,
    donor_nationality: values.donor_nationality,
    donor_pan: inIndia ? values.donor_pan : '',
    donor_address: asksAddress(values, form)
      ? {
          line_1: values.address_line_1,
          line_2: values.address_line_2,
          city: values.address_city,
          postal_code: values.address_postal_code,
          country_code: values.address_country,
        }
      : EMPTY_ADDRESS,
    show_name: values.show_name,
    dedication: values.dedication_kind
      ? { kind: values.dedication_kind, name: values.dedication_name }
      : null,
    message: values.message,
    gift_aid: isUkOrganization(form) && values.gift_aid,
    cover_fees: values.cover_fees,
  };
}

/** The amount typed when the shared rules accept it (the summary's figures), else null. */
export function acceptedAmountOf(values: DonationFormValues, form: DonationForm): number | null {
  const errors = findDonationErrors(donationDetailsOf(values, form), recipientOf(form));
  return errors.some(({ field }) => field === 'amount') ? null : parseTypedAmount(values.amount);
}

const optional = (text: string) => text.trim() || undefined;

type RequestContext = { form: DonationForm; target: GiftTarget; locale: DonorLocale };

/** `POST /api/donations`'s body: amounts in major units, only what this country's form asks. */
export function donationRequestOf(
  values: DonationFormValues,
  { form, target, locale }: RequestContext,
): DonationRequest {
  const details = donationDetailsOf(values, form);
  const { donor_address: address } = details;
  const isForeignCitizen = isIndianOrganization(form) && !values.is_indian_citizen;
  return {
    ...(target.kind === 'campaign'
      ? { campaign_slug: target.slug }
      : { organization_slug: target.slug }),
    amount: details.amount,
    currency: form.currency,
    frequency: values.frequency,
    donor_name: values.donor_name.trim(),
    donor_email: values.donor_email.trim(),
    donor_phone: optional(values.donor_phone),
    ...(isIndianOrganization(form) && {
      is_indian_citizen: values.is_indian_citizen,
      donor_pan: optional(values.donor_pan.toUpperCase()),
    }),
    ...(isForeignCitizen && {
      donor_passport: values.donor_passport.trim(),
      donor_nationality: values.donor_nationality,
    }),
    ...(asksAddress(values, form) && {
      donor_address: {
        line_1: address.line_1.trim(),
        line_2: optional(address.line_2),
        city: address.city.trim(),
        postal_code: address.postal_code.trim(),
        country_code: address.country_code,
      },
    }),
    show_name: values.show_name,
    ...(details.dedication && {
      dedication: { kind: details.dedication.kind, name: details.dedication.name.trim() },
    }),
    message: optional(values.message),
    ...(isUkOrganization(form) && { gift_aid: values.gift_aid }),
    cover_fees: values.cover_fees,
    locale,
  };
}

/** The request's and the rules' field names (`errors[].field`) that are named otherwise here. */
const FORM_FIELDS: Readonly<Record<string, keyof DonationFormValues>> = {
  currency: 'amount',
  'donor_address.line_1': 'address_line_1',
  'donor_address.line_2': 'address_line_2',
  'donor_address.city': 'address_city',
  'donor_address.postal_code': 'address_postal_code',
  'donor_address.country_code': 'address_country',
  'dedication.kind': 'dedication_kind',
  'dedication.name': 'dedication_name',
};

/** Marks of the rules or of the server, on this form's fields. */
export const toFormMarks = (marks: readonly { field: string; message: string }[]) =>
  marks.map(({ field, message }) => ({ field: FORM_FIELDS[field] ?? field, message }));
