import { OTP_TTL_MINUTES } from '@givecrowd/shared/constants';

/**
 * Where this tab is in the email-first screen, kept in sessionStorage so a reload (after
 * switching to the mail app, say) comes back to the same step with the same email
 * (docs/product/accounts.md#reloads-and-tabs). Never the code or a password: the code step keeps
 * when a new code may be asked for; the details step keeps the signup token, which only
 * registers this email and dies after 30 minutes.
 */
export type SignUpProgress =
  | { step: 'password'; email: string }
  | { step: 'code'; email: string; resendAt: number; notice?: string | undefined }
  | { step: 'details'; email: string; signupToken: string; storedAt: number };

const KEY = 'signUpProgress';
const CODE_LIFE_MS = OTP_TTL_MINUTES * 60_000;
/** The signup token's life (docs/product/accounts.md#sessions-and-tokens). */
const SIGNUP_TOKEN_LIFE_MS = 30 * 60_000;

function isFresh(progress: SignUpProgress, now: number): boolean {
  if (progress.step === 'code') return progress.resendAt > now - CODE_LIFE_MS;
  if (progress.step === 'details') return progress.storedAt > now - SIGNUP_TOKEN_LIFE_MS;
  return true;
}

function isProgress(value: unknown): value is SignUpProgress {
  if (typeof value !== 'object' || value === null) return false;
  const { step, email } = value as Record<string, unknown>;
  if (typeof email !== 'string' || !email) return false;
  if (step === 'password') return true;
  if (step === 'code') return typeof (value as { resendAt?: unknown }).resendAt === 'number';
  if (step === 'details') {
    const { signupToken, storedAt } = value as Record<string, unknown>;
    return typeof signupToken === 'string' && typeof storedAt === 'number';
  }
  return false;
}

/** The step to come back to; null when none was kept, or its code or token has died since. */
export function readSignUpProgress(now = Date.now()): SignUpProgress | null {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? 'null');
    return isProgress(value) && isFresh(value, now) ? value : null;
  } catch {
    return null;
  }
}

export function storeSignUpProgress(progress: SignUpProgress): void {
  sessionStorage.setItem(KEY, JSON.stringify(progress));
}

export function clearSignUpProgress(): void {
  sessionStorage.removeItem(KEY);
}
