/** The contact form's longest message, in characters once trimmed. */
export const CONTACT_MESSAGE_MAX = 5000;
/** The longest name, in characters once trimmed. */
export const CONTACT_NAME_MAX = 100;
/** The longest page address a report carries. */
export const CONTACT_PAGE_MAX = 500;

/**
 * What the contact form and `POST /api/contact` say (docs/product/public-pages.md#the-contact-form).
 * All are ours: the spec has no contact form.
 */
export const CONTACT_MESSAGES = {
  nameRequired: 'Please enter your name.',
  nameTooLong: 'Please shorten your name to at most 100 characters.',
  emailRequired: 'Please enter your email address, so that we can answer you.',
  topicRequired: 'Please choose what your message is about.',
  pageInvalid: 'Please enter the full address of the page, starting with https://',
  messageRequired: 'Please write your message.',
  messageTooLong: 'Please shorten your message to at most 5,000 characters.',
  /** Shown after sending, in place of the form. */
  sent: 'Thank you, your message has reached our team. We answer by email, usually within two working days.',
  /** 429: this address or this email sent several messages in a short time. */
  tooMany:
    'You have sent several messages in a short time. Please wait a while before sending another.',
} as const;
