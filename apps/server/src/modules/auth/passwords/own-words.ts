import { findOwnWordsInPassword } from '@givecrowd/shared/auth/password-rules';
import { AppError } from '@/lib/errors.ts';

/**
 * A new password may not contain the account's email or name (docs/product/accounts.md#passwords).
 * Register's body names both, so its schema checks them; a reset and a change learn them from the
 * account, here. 400 with the rule's message, on the password's field.
 */
export function refuseOwnWords({
  password,
  account,
  field,
}: {
  password: string;
  account: { email: string; name: string };
  field: string;
}): void {
  const message = findOwnWordsInPassword(password, account);
  if (message) throw new AppError('bad_request', message, { errors: [{ field, message }] });
}
