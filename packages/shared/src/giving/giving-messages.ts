import { fillTemplate } from '../i18n/fill-template.ts';
import { REGISTRATION_MESSAGES } from '../organization/messages.ts';

/** The giving texts that carry an amount or a setting, filled in by GIVING_MESSAGES. */
export const GIVING_MESSAGE_TEMPLATES = {
  amountTooSmall: 'The smallest gift is {{amount}}.',
  amountTooLarge: 'For gifts above {{amount}}, please contact the organization.',
  currencyMismatch: 'Gifts to this organization are made in {{currency}}.',
  checkoutsPerEmail:
    'Too many donations were started with this email address. Please try again later.',
  form10bdRefused:
    'Form 10BD for {{year}} cannot be made yet: the income-tax portal would reject {{gifts}} of its gifts. Please correct them, then export again.',
  form10bdNoId: '{{donor}} gave no PAN or other ID.',
  form10bdNoAddress: '{{donor}} gave no address.',
  form10bdIdTooLong: 'The ID {{donor}} gave is longer than 75 characters.',
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
  /** (ours) the donor's page: the same answer whether or not the address gave. */
  myGivingLinkSent:
    'If this email address was used to give, a link to its giving page is on its way. The link works for 7 days.',
  /** (ours) a link to the donor's page that expired, was changed or was never ours. */
  myGivingLinkInvalid: 'This link has expired or is not valid. Please ask for a new one.',
  /** (ours) too many links asked for one address. */
  myGivingLinksPerEmail:
    'Too many links were asked for this email address. Please try again later.',
  /** (ours) a monthly gift that is not the link's donor's. */
  monthlyGiftNotFound: 'This monthly gift was not found.',
  /** (ours) erasing the donor's data (docs/product/donations.md#the-donors-page). */
  myDataErased:
    'Your data was erased. Your receipts, and the record the law requires the organizations to keep, stay.',
  /** (ours) a refund asked for without its reason (docs/product/donations.md#refunds). */
  refundReasonRequired: 'Please enter the reason for the refund.',
  /** (ours) */
  refundReasonTooLong: 'The reason can be at most 500 characters.',
  /** (ours) the void reason of a refund made at the provider, not through the product. */
  refundedAtProvider: 'Refunded at the payment provider.',
  /**
   * (ours) a refund the provider accepted and then failed, when it gave no reason of its own; and
   * the owner's refund call when the failure was reported first: the money stayed, the gift stands.
   */
  refundFailedAtProvider: 'The payment provider could not make the refund, so the gift stands.',
  /** (ours) resending the receipt of a gift that has no valid receipt. */
  noReceiptToResend: 'This gift has no valid receipt to send.',
  /** (ours) resending a receipt whose PDF is not made yet: it is emailed once it is. */
  receiptBeingMade:
    'This receipt is still being made. It is emailed to the donor as soon as it is ready.',
  /** (ours) */
  receiptResent: 'The receipt was emailed to the donor again.',
  /** (ours) the exports (docs/product/donations.md#exports): a financial year not like '2026-27'. */
  financialYearInvalid: 'Please choose a financial year, such as 2026-27.',
  /** (ours) */
  form10bdIndiaOnly: 'Form 10BD is only for organizations in India.',
  /** (ours) Form 10BD names the organization's 80G approval on every row. */
  form10bdNoUrn:
    "Please add your organization's 80G registration number (URN) and its date before exporting Form 10BD.",
  /** (ours) */
  form10bdUrnTooLong:
    'The 80G registration number (URN) can be at most 100 characters in Form 10BD.',
  /** (ours) the refusal of a year with rows the income-tax portal would reject, and why each. */
  form10bdRefused: (year: string, gifts: number) =>
    fillTemplate(GIVING_MESSAGE_TEMPLATES.form10bdRefused, { year, gifts }),
  /** (ours) */
  form10bdNoName: 'The donor gave no name.',
  /** (ours) */
  form10bdNoId: (donor: string) => fillTemplate(GIVING_MESSAGE_TEMPLATES.form10bdNoId, { donor }),
  /** (ours) */
  form10bdNoAddress: (donor: string) =>
    fillTemplate(GIVING_MESSAGE_TEMPLATES.form10bdNoAddress, { donor }),
  /** (ours) */
  form10bdIdTooLong: (donor: string) =>
    fillTemplate(GIVING_MESSAGE_TEMPLATES.form10bdIdTooLong, { donor }),
  /** (ours) */
  giftAidUkOnly: 'The Gift Aid schedule is only for organizations in the United Kingdom.',
} as const;

/**
 * (ours) Why a refund failed at the provider, as the owner reads it: Stripe's `failure_reason`
 * codes (docs/decisions/013-a-refund-that-fails.md). A code not here is told as
 * `GIVING_MESSAGES.refundFailedAtProvider`.
 */
export const REFUND_FAILURE_REASONS = {
  lost_or_stolen_card:
    "The donor's card was reported lost or stolen, so the money could not go back to it.",
  expired_or_canceled_card:
    "The donor's card has expired or was cancelled, so the money could not go back to it.",
  charge_for_pending_refund_disputed:
    'The donor disputed the payment with their bank, so the refund was stopped.',
  insufficient_funds:
    "The organization's payment account did not hold enough money for the refund.",
  declined: "The donor's bank declined the refund.",
  merchant_request: 'The refund was cancelled at the payment provider.',
} as const;
