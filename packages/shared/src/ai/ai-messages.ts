/**
 * What the AI writer says (docs/product/ai-writer.md#errors-and-messages). The spec gives
 * `inputRequired`; the others are marked "(ours)".
 */
export const AI_MESSAGES = {
  inputRequired: 'Please provide input to generate content with AI',
  /** (ours) */
  inputTooLong: 'Please shorten your input to at most 2,000 characters.',
  /** (ours) The provider failed, could not be reached, or answered with nothing usable. */
  providerFailed:
    'The AI writer could not write this text right now. Please try again, or write it yourself.',
  /** (ours) */
  providerTimedOut: 'The AI writer took too long to answer. Please try again.',
  /** (ours) The provider itself answered 429. */
  providerBusy: 'The AI writer is busy right now. Please wait a moment and try again.',
  /** (ours) This user asked for too many texts in the window (AI_TEXTS_PER_USER_PER_10_MINUTES). */
  tooManyTexts:
    'You have asked for many texts in a short time. Please wait a few minutes and try again.',
  /** (ours) Shown with a text of the built-in writer. */
  writtenByBuiltin: 'Written by our built-in writer from your details. Edit it freely.',
} as const;
