import { issueCode, verifyCode } from '@/modules/auth/codes/one-time-codes.ts';
import type { AuthDeps } from '@/modules/auth/deps.ts';
import {
  findUserByEmail,
  insertUser,
  type UserRow,
  updateUser,
} from '@/modules/auth/user-repository.ts';
import { enqueueMessage, inviteCodeEmail } from '@/modules/mail/index.ts';

/** Emails an invite code; the answer is the same for every address. */
export async function sendInvite(
  deps: AuthDeps,
  { email, ip }: { email: string; ip: string },
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const code = await issueCode({ ...deps, db: tx }, { purpose: 'invite', address: email, ip });
    await enqueueMessage(tx, inviteCodeEmail({ locale: deps.locale, to: email, code }));
  });
}

/**
 * A right invite code proves the email: it signs the person in, creating the account on first use.
 * `showWalkthrough` is true once, for the first sign-in of a new account.
 */
export async function acceptInvite(
  deps: AuthDeps,
  { email, code }: { email: string; code: string },
): Promise<{ user: UserRow; showWalkthrough: boolean }> {
  await verifyCode(deps, { purpose: 'invite', address: email, code });
  return deps.db.transaction(async (tx) => {
    const user =
      (await insertUser(tx, { email, emailVerifiedAt: deps.now, showWalkthrough: true })) ??
      (await findUserByEmail(tx, email));
    if (!user) throw new Error(`user ${email} neither inserted nor found`);
    const showWalkthrough = user.showWalkthrough;
    const updated = await updateUser(tx, user.id, {
      showWalkthrough: false,
      emailVerifiedAt: user.emailVerifiedAt ?? deps.now,
    });
    return { user: updated, showWalkthrough };
  });
}
