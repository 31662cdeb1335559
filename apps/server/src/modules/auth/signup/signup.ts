import { AUTH_MESSAGES as M } from '@givecrowd/shared/auth/messages';
import { AppError } from '@/lib/errors.ts';
import { issueCode, verifyCode } from '@/modules/auth/codes/one-time-codes.ts';
import type { AuthDeps } from '@/modules/auth/deps.ts';
import { hashPassword } from '@/modules/auth/passwords/passwords.ts';
import { findUserByEmail, insertUser, type UserRow } from '@/modules/auth/user-repository.ts';
import { enqueueMessage } from '@/modules/mail/outbox-repository.ts';
import { accountExistsEmail, signupCodeEmail, welcomeEmail } from '@/modules/mail/templates.ts';
import { signSignupToken, verifySignupToken } from './signup-tokens.ts';

/**
 * Sends a signup code — or, when the address already has an account, a note saying so. Either
 * way the caller gets the same answer and the same waits, so the call does not reveal accounts.
 */
export async function requestSignupCode(
  deps: AuthDeps,
  { email, ip }: { email: string; ip: string },
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const existing = await findUserByEmail(tx, email);
    const code = await issueCode(
      { ...deps, db: tx },
      { purpose: 'signup', address: email, ip, deliverable: !existing },
    );
    const message = existing
      ? accountExistsEmail({
          to: email,
          loginLink: `${deps.publicUrl}/auth/login`,
          forgotLink: `${deps.publicUrl}/auth/forgot-password`,
        })
      : signupCodeEmail({ to: email, code });
    await enqueueMessage(tx, message);
  });
}

export async function verifySignupCode(
  deps: AuthDeps,
  { email, code }: { email: string; code: string },
): Promise<string> {
  await verifyCode(deps, { purpose: 'signup', address: email, code });
  return signSignupToken({ secret: deps.secret, email });
}

export async function registerAccount(
  deps: AuthDeps,
  input: {
    signupToken: string | null;
    name: string;
    email: string;
    password: string;
    phone?: string | null | undefined;
  },
): Promise<UserRow> {
  const verifiedEmail = input.signupToken
    ? await verifySignupToken({ secret: deps.secret, token: input.signupToken })
    : null;
  if (!verifiedEmail) throw new AppError('unauthorized', M.signupTokenMissing);
  if (verifiedEmail !== input.email) throw new AppError('bad_request', M.signupEmailMismatch);

  const passwordHash = await hashPassword(input.password);
  return deps.db.transaction(async (tx) => {
    const user = await insertUser(tx, {
      email: input.email,
      name: input.name,
      phone: input.phone ?? null,
      passwordHash,
      emailVerifiedAt: deps.now,
    });
    if (!user) throw new AppError('conflict', M.accountExists);
    await enqueueMessage(
      tx,
      welcomeEmail({ to: user.email, name: user.name, link: `${deps.publicUrl}/dashboard` }),
    );
    return user;
  });
}
