import { fillTemplate } from '../i18n/fill-template.ts';

/** The step-2 texts with a value in them, filled in by PAYMENTS_MESSAGES. */
export const PAYMENTS_MESSAGE_TEMPLATES = {
  planPurchased: 'You have purchased {{plan}} plan.',
  /** (ours) A page-1 save that would move a paid organization to another plan currency. */
  countryLockedByPayment:
    'You paid in {{paid}}, so the country can no longer change to one whose plans are priced in {{wanted}}.',
} as const;

/**
 * Step 2 (Verify payments) messages, docs/product/wizard.md#step-2-verify-payments. Texts the spec
 * gives are copied exactly; the ones it leaves unnamed are marked "(ours)". The format texts of
 * the bank fields (name, email, phone, account number, IFSC) are the ones of
 * ../organization/messages.ts.
 */
export const PAYMENTS_MESSAGES = {
  /** (ours) */
  accountHolderNameRequired: 'Please enter the account holder name.',
  /** (ours) */
  accountNumberRequired: 'Please enter your bank account number.',
  /** (ours) */
  reAccountNumberRequired: 'Please re-enter your bank account number.',
  accountNumberMismatch: 'Your account number does not match',
  /** (ours) */
  accountTypeRequired: 'Please choose Current Account or Savings Account.',
  /** (ours) */
  ifscRequired: 'Please enter the IFSC of your bank branch.',
  /** (ours) */
  accountEmailRequired: 'Please enter the email address of the bank account.',
  /** (ours) */
  accountPhoneRequired: 'Please enter the phone number of the bank account.',
  /** (ours) */
  fcraAccountHolderNameRequired: 'Please enter the FCRA account holder name.',
  /** (ours) */
  fcraAccountNumberRequired: 'Please enter your FCRA bank account number.',
  /** (ours) */
  fcraReAccountNumberRequired: 'Please re-enter your FCRA bank account number.',
  fcraAccountNumberMismatch: 'Your FCRA account number does not match',
  /** (ours) */
  fcraAccountTypeRequired: 'Please choose Current Account or Savings Account for the FCRA account.',
  /** (ours) */
  fcraIfscRequired: 'Please enter the IFSC of your FCRA bank branch.',
  /** (ours) */
  fcraAccountEmailRequired: 'Please enter the email address of the FCRA bank account.',
  /** (ours) */
  fcraAccountPhoneRequired: 'Please enter the phone number of the FCRA bank account.',
  /** (ours) A cheque key that is not the caller's own private upload of the right purpose. */
  cancelCheckNotYours: 'Please upload the cancelled cheque again.',

  choosePlan: 'Please choose your plan',
  verifyPaymentMethod: 'Please verify payment method',
  purchasePlan: 'Please purchase plan',
  connectStripe: 'Please connect your Stripe account.',

  planPurchased: (plan: string) => fillTemplate(PAYMENTS_MESSAGE_TEMPLATES.planPurchased, { plan }),
  countryLockedByPayment: (paid: string, wanted: string) =>
    fillTemplate(PAYMENTS_MESSAGE_TEMPLATES.countryLockedByPayment, { paid, wanted }),
  donationCompleted: 'Your donation has been successfully completed.',
  refundableCharge: 'a refundable INR 5 is charged',
  noFeeCharged: 'No fee is charged at this time.',

  /** (ours) */
  providerUnavailable:
    'The payment provider cannot be reached right now. Nothing was changed; please try again in a moment.',
  /** (ours) */
  providerRefused: 'The payment provider refused this request. Please try again or contact us.',
  /** (ours) */
  accountNotFound: 'This payment account was not found.',
  /**
   * (ours) An onboarding link without a valid signature of its owner: made up, another account's,
   * altered or expired. One text for every case, so it reveals nothing about the account.
   */
  onboardingLinkInvalid:
    'This onboarding link is not valid or has expired. Please open it again from Verify payments.',
  /** (ours) */
  planNotFound: 'This plan is not offered.',
  /** (ours) */
  periodNotOffered: 'This plan is not offered for this period.',
  /** (ours) */
  verificationAmountTooLow: 'The verification donation is at least ₹500.',
  /** (ours) */
  notGrantProgram: 'A verification donation is for grant-program applications only.',
  /** (ours) */
  alreadyPurchased: 'A plan is already purchased for this organization.',
  /** (ours) */
  checkoutNotFound: 'This checkout was not found.',
  /** (ours) */
  checkoutClosed: 'This checkout is already closed.',
  /** (ours) the sandbox has no refund that has not failed, to fail (a development route). */
  sandboxRefundNotFound: 'This sandbox refund was not found, or it failed already.',
  /** (ours) India's step 2 takes bank accounts; provider accounts are for organizations elsewhere. */
  connectOutsideIndiaOnly:
    'Organizations in India add their bank accounts instead of connecting a payment provider account.',
  /** (ours) */
  currencyNotOffered: "Plans are not priced in this currency for your organization's country.",
  /** (ours) */
  verificationAmountRequired: 'Please enter the amount of the verification donation.',
  /** (ours) A return address (`domain`) that is not one of this product's sites. */
  returnAddressNotAllowed: 'This return address does not belong to this platform.',
  /** (ours) */
  webhookSignatureInvalid: 'The webhook signature is not valid.',
  /** (ours) */
  stepOneFirst: 'Please complete the earlier steps first.',
} as const;

/** The success screen (docs/product/wizard.md#success-screen). */
export const SUCCESS_MESSAGES = {
  created: 'Your organization is successfully created.',
  willVerify: 'We will verify and let you know.',
  /** (ours) The spec describes the notice; these are its words. */
  onboardingIncomplete:
    'Your payment onboarding is not complete. Donations are paid out to you only after it is completed. We have sent you an email with the link to finish it.',
} as const;
