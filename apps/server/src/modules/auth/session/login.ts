import { AUTH_MESSAGES as M } from '@givecrowd/shared/auth/messages';
import { AppError } from '@/lib/errors.ts';
import type { AuthDeps } from '@/modules/auth/deps.ts';
import { verifyNoPassword, verifyPassword } from '@/modules/auth/passwords/passwords.ts';
import { findUserByEmail, type UserRow } from '@/modules/auth/user-repository.ts';

/** One answer, and the same scrypt work, for an unknown email and a wrong password. */
export async function loginWithPassword(
  deps: Pick<AuthDeps, 'db'>,
  { email, password }: { email: string; password: string },
): Promise<UserRow> {
  const user = await findUserByEmail(deps.db, email);
  const isValid = user?.passwordHash
    ? await verifyPassword(password, user.passwordHash)
    : await verifyNoPassword(password);
  if (!user || !isValid) throw new AppError('unauthorized', M.loginFailed);
  return user;
}
