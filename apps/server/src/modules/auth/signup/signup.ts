import { AUTH_MESSAGES as M } from '@givecrowd/shared/auth/messages';
import { OTP_RESEND_SECONDS } from '@givecrowd/shared/constants';
import { AppError } from '@/lib/errors.ts';
import { issueCode, liveCodeWait, verifyCode } from '@/modules/auth/codes/one-time-codes.ts';
import type { AuthDeps } from '@/modules/auth/deps.ts';
import { hashPassword } from '@/modules/auth/passwords/passwords.ts';
import {
  findUserByEmail,
  insertUser,
  type UserRow,
  updateUser,
} from '@/modules/auth/user-repository.ts';
import {
  enqueueMessage,
  signInCodeEmail,
  signupCodeEmail,
  welcomeEmail,
} from '@/modules/mail/index.ts';
import { signSignupToken, verifySignupToken } from './signup-tokens.ts';

/** Whether a new code went out, and the seconds until another may be asked for. */
export type SignupCodeSent = { sent: boolean; resendIn: number };

/**
 * Sends a code for the address: a sign-up code, or a sign-in code when the address already has
 * an account. Either way the caller gets the same answer, waits and limits (one code flow per
 * address), so the call does not reveal accounts
 * (docs/decisions/004-email-first-login-without-account-discovery.md). Unless `resend` asks for a
 * new one, a code that still works is not sent again: typing the email again (a reload, a
 * password login that went back to the email) neither fills the inbox nor spends the hourly cap,
 * for every address alike (docs/product/accounts.md#codes-asked-for-again).
 */
export async function requestSignupCode(
  deps: AuthDeps,
  { email, ip, resend = false }: { email: string; ip: string; resend?: boolean },
): Promise<SignupCodeSent> {
  return deps.db.transaction(async (tx) => {
    const scope = { purpose: 'signup', address: email } as const;
    if (!resend) {
      const wait = await liveCodeWait({ db: tx, now: deps.now }, scope);
      if (wait !== null) return { sent: false, resendIn: wait };
    }
    const existing = await findUserByEmail(tx, email);
    const code = await issueCode({ ...deps, db: tx }, { ...scope, ip });
    const message = existing
      ? signInCodeEmail({
          locale: deps.locale,
          to: email,
          code,
          forgotLink: `${deps.publicUrl}/auth/forgot-password`,
        })
      : signupCodeEmail({ locale: deps.locale, to: email, code });
    await enqueueMessage(tx, message);
    return { sent: true, resendIn: OTP_RESEND_SECONDS };
  });
}

/** What a right code leads to: the account it signs in to, or the signup token for register. */
type VerifiedSignupCode =
  | { kind: 'signed_in'; user: UserRow }
  | { kind: 'signup'; signupToken: string };

/**
 * Uses the code up. The code proved the address, so an existing account is signed in (and its
 * email counts as verified); a new address gets the signup token.
 */
export async function verifySignupCode(
  deps: AuthDeps,
  { email, code }: { email: string; code: string },
): Promise<VerifiedSignupCode> {
  await verifyCode(deps, { purpose: 'signup', address: email, code });
  const user = await findUserByEmail(deps.db, email);
  if (!user) {
    return { kind: 'signup', signupToken: await signSignupToken({ secret: deps.secret, email }) };
  }
  const verified = user.emailVerifiedAt
    ? user
    : await updateUser(deps.db, user.id, { emailVerifiedAt: deps.now });
  return { kind: 'signed_in', user: verified };
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
      welcomeEmail({
        locale: deps.locale,
        to: user.email,
        name: user.name,
        link: `${deps.publicUrl}/dashboard`,
      }),
    );
    return user;
  });
}
