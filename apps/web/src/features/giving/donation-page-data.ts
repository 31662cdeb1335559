import type { DonorLocale } from '@givecrowd/shared/giving/donation-fields';
import type { DonationForm } from '@givecrowd/shared/giving/giving-api';
import type { GiftTarget } from '@/lib/giving-paths';
import type { DonationFormValues } from './donation-form-values';

/*
 * What the donation page's server markup and its script agree on (docs/decisions/012): the ids
 * and names of the fields, and the data the server embeds for the script.
 */

/** The `<script type="application/json">` that carries `DonationPageData`. */
export const DONATION_PAGE_DATA_ID = 'donation-page-data';

/** A field of the form: its control's `name`, a value of `DonationFormValues`. */
export type DonationFormField = keyof DonationFormValues;

/** The id of a field's control (the 'Other amount' input for the amount). */
export const fieldIdOf = (field: DonationFormField) => `donation-${field}`;

/** The id of the element that shows a field's message. */
export const errorIdOf = (field: DonationFormField) => `donation-${field}-error`;

/**
 * Parts of the form shown only in some cases, as `data-shown-when` names them: a foreign
 * citizen's passport and nationality, the address Gift Aid needs, a dedication's name.
 */
export type ShownWhen = 'foreign-citizen' | 'gift-aid' | 'dedication';

/**
 * The texts the script writes, in the page's language, with `{{name}}` places it fills
 * (`fillTemplate`).
 */
export type DonationPageTexts = {
  pay: string;
  payMonthly: string;
  payNoAmount: string;
  coverFeesHint: string;
  coverFeesNoAmount: string;
  messageCount: string;
  once: string;
  monthly: string;
  with80G: string;
  noPanNo80G: string;
};

export type DonationPageData = {
  form: DonationForm;
  target: GiftTarget;
  locale: DonorLocale;
  texts: DonationPageTexts;
  /**
   * Shared's messages the page may show (the rules', the API's), as pairs of the English text or
   * template and the page's language's; none when the page is in English.
   */
  messages: [string, string][];
};
