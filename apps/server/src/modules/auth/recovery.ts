import { AUTH_MESSAGES as M } from '@givecrowd/shared/auth/messages';
import { AppError } from '../../lib/errors.ts';
import { enqueueMessage } from '../mail/outbox-repository.ts';
import { emailVerificationEmail, passwordResetEmail } from '../mail/templates.ts';
import type { AuthDeps } from './deps.ts';
import { consumeLink, createLink, revokeLinks } from './link-tokens.ts';
import { hashPassword } from './passwords.ts';
import { findUserByEmail, findUserById, updateUser } from './user-repository.ts';

/** Sends a reset link when the account exists; the caller answers the same either way. */
export async function requestPasswordReset(
  deps: AuthDeps,
  { email }: { email: string },
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, email);
    if (!user) return;
    const link = await createLink(tx, {
      userId: user.id,
      purpose: 'reset_password',
      now: deps.now,
      publicUrl: deps.publicUrl,
    });
    await enqueueMessage(tx, passwordResetEmail({ to: user.email, link }));
  });
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
    const link = await createLink(tx, {
      userId: user.id,
      purpose: 'verify_email',
      now: deps.now,
      publicUrl: deps.publicUrl,
    });
    await enqueueMessage(tx, emailVerificationEmail({ to: user.email, link }));
  });
}

export async function verifyEmail(deps: AuthDeps, { token }: { token: string }): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const userId = await consumeLink(tx, { token, purpose: 'verify_email', now: deps.now });
    if (!userId) throw new AppError('bad_request', M.verifyLinkInvalid);
    await updateUser(tx, userId, { emailVerifiedAt: deps.now });
  });
}
