/**
 * The partner agreement's texts (docs/product/partner-agreement.md). The confirm dialog's two
 * sentences are the spec's; the others are ours, in its voice. The name, PAN, registration number
 * and email formats use the texts of the registration rules.
 */
export const AGREEMENT_MESSAGES = {
  confirmSigning: 'By agreeing to this, you are digitally signing the agreement.',
  emailNotice: 'The fully signed document will be shared with you through email',
  /** (ours) */
  nameRequired: "Please enter the signatory's name.",
  /** (ours) */
  emailRequired: "Please enter the signatory's email address.",
  /** (ours) */
  signatureRequired: 'Please add your signature.',
  /** (ours) The drawn signature of the hand-off page is not a PNG data URL of at most 512 KB. */
  signatureImageInvalid:
    'Please draw your signature again: it must be a PNG image of at most 512 KB.',
  /** (ours) A signing link that is unknown, expired or already used. */
  handoffLinkDead: 'This link has expired or has already been used.',
  /** (ours) The signatory's link went out. */
  handoffSent: 'We have emailed the signatory a link to sign the agreement.',
  /** (ours) The signing link was sent too often for this draft. */
  handoffRateLimited:
    'The agreement was sent to the signatory several times in the last hour. Please try again later.',
  /** (ours) A hand-off for a draft whose agreement of this version is signed already. */
  alreadySigned: 'The partner agreement is already signed.',
  /** (ours) The verification call without a file. */
  verifyFileRequired: 'Please choose the signed PDF to check.',
  /** (ours) The verification call with a file that is not a PDF. */
  verifyNotPdf: 'Please choose a PDF file.',
  /** (ours) The verification call with a file over 10 MB. */
  verifyTooLarge: 'The file is too large. A signed agreement is at most 10 MB.',
  /** (ours) No signature has this document id. */
  recordNotFound: 'No signed agreement has this document id.',
  /** (ours) Asking for the signed PDF of a draft, or of one's own, that has no signature of this version. */
  noSignedAgreement: 'No signed agreement yet.',
} as const;
