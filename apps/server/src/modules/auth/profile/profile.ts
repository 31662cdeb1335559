import { AUTH_MESSAGES as M } from '@givecrowd/shared/auth/messages';
import { AppError } from '@/lib/errors.ts';
import type { AuthDeps } from '@/modules/auth/deps.ts';
import { refuseOwnWords } from '@/modules/auth/passwords/own-words.ts';
import { hashPassword, verifyPassword } from '@/modules/auth/passwords/passwords.ts';
import { findUserById, type UserRow, updateUser } from '@/modules/auth/user-repository.ts';

export async function updateProfile(
  deps: Pick<AuthDeps, 'db'>,
  { userId, name, phone }: { userId: string; name: string; phone?: string | null | undefined },
): Promise<UserRow> {
  return updateUser(deps.db, userId, { name, phone: phone ?? null });
}

/** Checks the current password, sets the new one and revokes every older token. */
export async function changePassword(
  deps: Pick<AuthDeps, 'db'>,
  {
    userId,
    currentPassword,
    newPassword,
  }: { userId: string; currentPassword: string; newPassword: string },
): Promise<UserRow> {
  const user = await findUserById(deps.db, userId);
  const isValid = user?.passwordHash
    ? await verifyPassword(currentPassword, user.passwordHash)
    : false;
  if (!user || !isValid) throw new AppError('bad_request', M.currentPasswordWrong);
  refuseOwnWords({ password: newPassword, account: user, field: 'new_password' });
  return updateUser(deps.db, userId, {
    passwordHash: await hashPassword(newPassword),
    revokeTokens: true,
  });
}
