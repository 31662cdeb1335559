/** Phone texts that are not a form's own (docs/product/accounts.md#phone). */
export const PHONE_MESSAGES = {
  /** (ours) A national number where no country is chosen: sign-up, profile, the code calls. */
  countryCodeRequired:
    'Please start the phone number with + and its country code, e.g. +91 98765 43210.',
} as const;
