import { OTP_TTL_MINUTES } from '@givecrowd/shared/constants';

/**
 * The phone code sent last from this tab, kept in sessionStorage so a reload during the code
 * dialog opens it again (docs/product/wizard.md#step-0-registration): the phone and signatory
 * email it was sent for, when, and whether the dialog was open. Never the code.
 */
export type PendingPhoneCode = { phone: string; email: string; sentAt: number; isOpen: boolean };

const KEY = 'pendingPhoneCode';
const CODE_LIFE_MS = OTP_TTL_MINUTES * 60_000;

function isPending(value: unknown): value is PendingPhoneCode {
  if (typeof value !== 'object' || value === null) return false;
  const { phone, email, sentAt, isOpen } = value as Record<string, unknown>;
  return (
    typeof phone === 'string' &&
    typeof email === 'string' &&
    typeof sentAt === 'number' &&
    typeof isOpen === 'boolean'
  );
}

/** The code sent within its life; null when none was, or it has died since. */
export function readPendingPhoneCode(now = Date.now()): PendingPhoneCode | null {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? 'null');
    return isPending(value) && value.sentAt > now - CODE_LIFE_MS ? value : null;
  } catch {
    return null;
  }
}

export function storePendingPhoneCode(pending: PendingPhoneCode): void {
  sessionStorage.setItem(KEY, JSON.stringify(pending));
}

export function clearPendingPhoneCode(): void {
  sessionStorage.removeItem(KEY);
}
