import { GIVING_MESSAGES } from './giving-messages.ts';

/** Days after a charge during which it can be refunded (docs/product/donations.md#refunds). */
export const REFUND_WINDOW_DAYS = 180;

/** The longest refund reason, in characters once trimmed. */
export const REFUND_REASON_MAX = 500;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The last moment a charge made at `chargedAt` can be refunded. */
export const refundDeadline = (chargedAt: Date): Date =>
  new Date(chargedAt.getTime() + REFUND_WINDOW_DAYS * DAY_MS);

/** The refund reason's message when it is missing or too long, else null; the form and the server both ask. */
export function refundReasonError(reason: string): string | null {
  const trimmed = reason.trim();
  if (!trimmed) return GIVING_MESSAGES.refundReasonRequired;
  if (trimmed.length > REFUND_REASON_MAX) return GIVING_MESSAGES.refundReasonTooLong;
  return null;
}
