import type { Locale } from '@givecrowd/shared/i18n/locales';
import type { DbExecutor } from '@/db/executor.ts';
import { type UserRow, updateUser } from '@/modules/auth/user-repository.ts';

/**
 * Keeps the language the person chose in the web (the request's `language` cookie) as theirs,
 * when it differs from the one stored: the emails sent to them later are written in it
 * (docs/product/messages-and-languages.md#emails). A request without a choice changes nothing.
 */
export async function rememberLocale(
  db: DbExecutor,
  user: Pick<UserRow, 'id' | 'locale'>,
  chosen: Locale | undefined,
): Promise<void> {
  if (chosen === undefined || chosen === user.locale) return;
  await updateUser(db, user.id, { locale: chosen });
}
