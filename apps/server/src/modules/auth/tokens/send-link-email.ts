import type { Locale } from '@givecrowd/shared/i18n/locales';
import type { DbExecutor } from '@/db/executor.ts';
import {
  emailVerificationEmail,
  enqueueMessage,
  passwordResetEmail,
} from '@/modules/mail/index.ts';
import { createLink, type LinkPurpose } from './link-tokens.ts';

const EMAIL_BY_PURPOSE = {
  reset_password: passwordResetEmail,
  verify_email: emailVerificationEmail,
} satisfies Record<LinkPurpose, unknown>;

/**
 * Creates a single-use link for the user and queues the email that carries it, in `db`'s
 * transaction, in the language of the request that asked for it.
 */
export async function sendLinkEmail(
  deps: { db: DbExecutor; now: Date; publicUrl: string; locale: Locale },
  { user, purpose }: { user: { id: string; email: string }; purpose: LinkPurpose },
): Promise<void> {
  const link = await createLink(deps.db, {
    userId: user.id,
    purpose,
    now: deps.now,
    publicUrl: deps.publicUrl,
  });
  await enqueueMessage(
    deps.db,
    EMAIL_BY_PURPOSE[purpose]({ locale: deps.locale, to: user.email, link }),
  );
}
