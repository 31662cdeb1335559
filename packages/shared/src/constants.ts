/** Business constants and limits (docs/product/registration-rules.md#constants). */

export const PRODUCT_NAME = 'GiveCrowd';

export const SEARCH_PAGE_SIZE = 4;
export const SEARCH_PAGE_SIZE_MAX = 20;
export const ERROR_BANNER_MS = 3000;

export const OTP_LENGTH = 4;
/** 4 characters from this alphabet, typed case-insensitively. */
export const OTP_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const OTP_RESEND_SECONDS = 60;
export const OTP_TTL_MINUTES = 10;
export const OTP_MAX_TRIES = 5;
export const OTP_DIALOG_CLOSE_MS = 2000;

export const PASSWORD_MIN_LENGTH = 8;

export const DEFAULT_RECEIPT_PREFIX = 'GCDRA';
/** The receipt prefix's most letters or digits; the field shows them all (docs/product/wizard.md). */
export const RECEIPT_PREFIX_MAX = 20;

export const ORGANIZATION_NAME_MIN = 10;
export const ORGANIZATION_NAME_MAX = 50;
export const PERSON_NAME_MAX = 50;
/** The inputs allow one character more than the rule so the message can show. */
export const PERSON_NAME_INPUT_LIMIT = 51;
export const HEADER_TITLE_MIN = 10;
export const HEADER_TITLE_MAX = 55;
export const COMPANY_REGISTRATION_NUMBER_LENGTH = 10;
export const FCRA_NUMBER_DIGITS = 9;
export const BANK_ACCOUNT_MIN_DIGITS = 9;
export const BANK_ACCOUNT_MAX_DIGITS = 18;
export const PHONE_MIN_DIGITS = 9;
export const PHONE_MAX_DIGITS = 15;
export const EXEMPTION_PERCENTAGES = ['50%', '100%'] as const;

export const VERIFICATION_DONATION_MIN_INR = 500;
export const SUBSCRIPTION_REFUNDABLE_CHARGE_INR = 5;

export const SUGGESTED_IMAGE_SIZE = { width: 250, height: 100 } as const;

/** The five countries offered as buttons before "Others" (ISO 3166-1 alpha-2; the UK is GB). */
export const FEATURED_COUNTRY_CODES = ['IN', 'CA', 'US', 'GB', 'SG'] as const;

export const UPLOAD_PURPOSES = [
  'campaign-assets',
  'organization-logos',
  'home-page-header-image',
  'organization_digital_signature',
  'cancel-check',
  'fcra-cancel-check',
] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];
/**
 * Uploads only their owner (and reviewers) may see: never under /media, shown through short-lived
 * signed links (docs/product/uploads-and-media.md#purposes-and-visibility). Every other purpose is
 * public.
 */
export const PRIVATE_UPLOAD_PURPOSES = [
  'organization_digital_signature',
  'cancel-check',
  'fcra-cancel-check',
] as const satisfies readonly UploadPurpose[];
/** How long a signed link to a private file works, unless PRIVATE_LINK_TTL_SECONDS says otherwise. */
export const PRIVATE_LINK_TTL_SECONDS_DEFAULT = 300;

export const UPLOAD_MAX_BYTES_DEFAULT = 5 * 1024 * 1024;
/** Decoded pixels (width × height × frames) an upload may have: 40 megapixels, against image bombs. */
export const UPLOAD_MAX_PIXELS_DEFAULT = 40_000_000;
