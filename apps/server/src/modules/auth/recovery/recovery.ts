import { AUTH_MESSAGES as M } from '@givecrowd/shared/auth/messages';
import { AppError } from '@/lib/errors.ts';
import type { AuthDeps } from '@/modules/auth/deps.ts';
import { refuseOwnWords } from '@/modules/auth/passwords/own-words.ts';
import { hashPassword } from '@/modules/auth/passwords/passwords.ts';
import { consumeLink, isLinkLive, revokeLinks } from '@/modules/auth/tokens/link-tokens.ts';
import { sendLinkEmail } from '@/modules/auth/tokens/send-link-email.ts';
import { findUserByEmail, findUserById, updateUser } from '@/modules/auth/user-repository.ts';

/** Sends a reset link when the account exists; the caller answers the same either way. */
export async function requestPasswordReset(
  deps: AuthDeps,
  { email }: { email: string },
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, email);
    if (!user) return;
    await sendLinkEmail({ ...deps, db: tx }, { user, purpose: 'reset_password' });
  });
}

/**
 * Checks a reset link when its page opens, so a dead one is said at once; the link stays usable
 * and nothing about its account is told (docs/product/accounts.md#passwords).
 */
export async function checkResetLink(deps: AuthDeps, { token }: { token: string }): Promise<void> {
  const isLive = await isLinkLive(deps.db, { token, purpose: 'reset_password', now: deps.now });
  if (!isLive) throw new AppError('bad_request', M.resetLinkInvalid);
}

/** Uses the link once, sets the password and revokes every token issued before. */
export async function resetPassword(
  deps: AuthDeps,
  { token, password }: { token: string; password: string },
): Promise<void> {
  const passwordHash = await hashPassword(password);
  await deps.db.transaction(async (tx) => {
    const userId = await consumeLink(tx, { token, purpose: 'reset_password', now: deps.now });
    if (!userId) throw new AppError('bad_request', M.resetLinkInvalid);
    await revokeLinks(tx, { userId, purpose: 'reset_password', now: deps.now });
    const user = await findUserById(tx, userId);
    // Refused here, the link stays usable: the transaction is undone.
    if (user) refuseOwnWords({ password, account: user, field: 'password' });
    await updateUser(tx, userId, {
      passwordHash,
      revokeTokens: true,
      // Following the emailed link proved the address.
      emailVerifiedAt: user?.emailVerifiedAt ?? deps.now,
    });
  });
}

/** Sends a verification link to an account whose email is not verified yet; silent otherwise. */
export async function requestEmailVerification(
  deps: AuthDeps,
  { email }: { email: string },
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, email);
    if (!user || user.emailVerifiedAt) return;
    await sendLinkEmail({ ...deps, db: tx }, { user, purpose: 'verify_email' });
  });
}

export async function verifyEmail(deps: AuthDeps, { token }: { token: string }): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const userId = await consumeLink(tx, { token, purpose: 'verify_email', now: deps.now });
    if (!userId) throw new AppError('bad_request', M.verifyLinkInvalid);
    await updateUser(tx, userId, { emailVerifiedAt: deps.now });
  });
}
