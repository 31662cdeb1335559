import { API_MESSAGES } from '@givecrowd/shared/api/messages';
import { AUTH_MESSAGES as M } from '@givecrowd/shared/auth/messages';
import { AppError } from '@/lib/errors.ts';
import type { AuthDeps } from '@/modules/auth/deps.ts';
import { verifyNoPassword, verifyPassword } from '@/modules/auth/passwords/passwords.ts';
import { requestSignupCode } from '@/modules/auth/signup/signup.ts';
import { findUserByEmail, type UserRow } from '@/modules/auth/user-repository.ts';
import type { AfterAnswer } from '@/modules/auth/work-after-answer.ts';
import type { LoginFailures } from './login-failures.ts';

/**
 * The answer past the email's threshold, for a right and a wrong password alike: the field it
 * names is the code that `signup/verify-otp` takes (docs/product/http-contract.md#auth-calls).
 */
const codeRequired = () =>
  new AppError('unauthorized', M.loginCodeRequired, {
    errors: [{ field: 'otp', message: M.loginCodeRequired }],
  });

/**
 * Signs in with a password (docs/product/accounts.md#login-and-wrong-passwords). One answer,
 * after the same scrypt work, for an unknown email and a wrong password; only wrong passwords are
 * counted. Past the email's threshold an address that has failed for it is refused, and any other
 * is asked for an emailed code whatever the password: the code is sent, after the answer, only
 * when the password was right, so neither the answer nor its timing tells a guesser anything.
 */
export async function loginWithPassword(
  deps: AuthDeps & { failures: LoginFailures; afterAnswer: AfterAnswer },
  { email, password, ip }: { email: string; password: string; ip: string },
): Promise<UserRow> {
  const standing = await deps.failures.standing({ email, ip });
  if (standing.kind === 'refused') {
    throw new AppError('rate_limited', API_MESSAGES.rateLimited, {
      retryAfterSeconds: standing.retryAfterSeconds,
    });
  }
  const user = await findUserByEmail(deps.db, email);
  const isValid = user?.passwordHash
    ? await verifyPassword(password, user.passwordHash)
    : await verifyNoPassword(password);
  if (standing.kind === 'code') {
    deps.afterAnswer(() =>
      isValid ? requestSignupCode(deps, { email, ip }) : deps.failures.record({ email, ip }),
    );
    throw codeRequired();
  }
  if (!user || !isValid) {
    await deps.failures.record({ email, ip });
    throw new AppError('unauthorized', M.loginFailed);
  }
  return user;
}
