import type { AuthDeps } from '@/modules/auth/deps.ts';
import { updateUser } from '@/modules/auth/user-repository.ts';

/** Revokes every token the user holds, this one included. */
export async function logoutEverywhere(
  deps: Pick<AuthDeps, 'db'>,
  { userId }: { userId: string },
): Promise<void> {
  await updateUser(deps.db, userId, { revokeTokens: true });
}
