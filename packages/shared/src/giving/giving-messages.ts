import { fillTemplate } from '../i18n/fill-template.ts';
import { REGISTRATION_MESSAGES } from '../organization/messages.ts';

/** The giving texts that carry an amount or a setting, filled in by GIVING_MESSAGES. */
export const GIVING_MESSAGE_TEMPLATES = {
  amountTooSmall: 'The smallest gift is {{amount}}.',
  amountTooLarge: 'For gifts above {{amount}}, please contact the organization.',
  currencyMismatch: 'Gifts to this organization are made in {{currency}}.',
  checkoutsPerEmail:
    'Too many donations were started with this email address. Please try again later.',
} as const;

/** The longest donor name, dedication name and wall message, in characters once trimmed. */
export const DONOR_NAME_MAX = 100;
export const DEDICATION_NAME_MAX = 100;
export const WALL_MESSAGE_MAX = 280;

/**
 * Giving's texts (docs/product/donations.md: the form, who can take gifts, receipts), word for word; those marked
 * (ours) docs/product/donations.md does not word.
 */
export const GIVING_MESSAGES = {
  amountRequired: 'Please enter an amount.',
  /** (ours) INR 150.50 */
  amountWholeRupees: 'Please enter the amount in whole rupees.',
  /** (ours) $25.505 */
  amountCents: 'Please enter the amount with at most 2 decimals.',
  amountTooSmall: (amount: string) =>
    fillTemplate(GIVING_MESSAGE_TEMPLATES.amountTooSmall, { amount }),
  amountTooLarge: (amount: string) =>
    fillTemplate(GIVING_MESSAGE_TEMPLATES.amountTooLarge, { amount }),
  /** (ours) another currency than the organization's. */
  currencyMismatch: (currency: string) =>
    fillTemplate(GIVING_MESSAGE_TEMPLATES.currencyMismatch, { currency }),
  nameRequired: 'Please enter your name.',
  emailRequired: 'Please enter your email address.',
  emailInvalid: REGISTRATION_MESSAGES.emailFormat,
  phoneInvalid: REGISTRATION_MESSAGES.phoneFormat,
  indianCitizensOnly: 'This organization can accept gifts only from Indian citizens.',
  passportRequired: 'Please enter your passport number.',
  nationalityRequired: 'Please select your nationality.',
  panInvalid: REGISTRATION_MESSAGES.panInvalid,
  addressRequired: 'Please enter your address.',
  postalCodeRequired: 'Please enter your postal code.',
  dedicationNameRequired: 'Please enter the name of the person.',
  messageTooLong: 'Your message can be at most 280 characters.',
  cannotTakeGifts: 'This organization cannot take donations yet.',
  campaignEnded: 'This campaign has ended.',
  noPanNo80G: 'Without a PAN, this gift cannot be claimed under section 80G.',
  refundTooLate: 'This gift can no longer be refunded.',
  /** (ours) a thank-you link or receipt that does not exist or whose key is wrong. */
  donationNotFound: 'This donation was not found.',
  /** (ours) */
  receiptNotFound: 'No receipt with this number was issued on GiveCrowd.',
  /** (ours) a dropped PDF that is no receipt of ours, byte for byte. */
  receiptFileNotFound: 'This file is not a receipt issued on GiveCrowd, or it was changed.',
  /** (ours) the receipt check's PDF. */
  receiptFileRequired: 'Please choose the receipt PDF to check.',
  /** (ours) */
  receiptFileNotPdf: 'Please choose a PDF file.',
  /** (ours) */
  receiptFileTooLarge: 'The file is too large. A receipt is at most 10 MB.',
  /** (ours) the checkout limit per donor email, beside the API's per-address one. */
  checkoutsPerEmail: GIVING_MESSAGE_TEMPLATES.checkoutsPerEmail,
  /** (ours) the provider's confirmation names another amount or currency than the server's. */
  paymentMismatch: 'The payment does not match this donation and was not recorded.',
} as const;
