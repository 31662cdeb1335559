import type { Locale } from '@givecrowd/shared/i18n/locales';
import type { DbExecutor } from '@/db/executor.ts';
import { findUserRecipient } from '@/modules/auth/index.ts';
import type { OutboxMessage } from '@/modules/mail/index.ts';
import { enqueueMessage } from '@/modules/mail/index.ts';
import type { Organization } from '../repository.ts';

/**
 * Who hears about an organization: its email, and its owner's account email when that is another
 * address (compared without regard to case); both in the language the owner last used
 * (docs/product/messages-and-languages.md#emails), English without an owner.
 */
async function recipientsOf(
  tx: DbExecutor,
  organization: Organization,
): Promise<{ addresses: string[]; locale: Locale }> {
  const addresses: string[] = [];
  const organizationEmail = organization.form.organization_email.trim();
  if (organizationEmail) addresses.push(organizationEmail);
  const owner = organization.ownerId
    ? await findUserRecipient(tx, organization.ownerId)
    : undefined;
  if (owner && !addresses.some((to) => to.toLowerCase() === owner.email.toLowerCase())) {
    addresses.push(owner.email);
  }
  return { addresses, locale: owner?.locale ?? 'en' };
}

/** Queues one email to each of the organization's recipients, through the outbox in `tx`. */
export async function notifyOrganization(
  tx: DbExecutor,
  organization: Organization,
  message: (to: string, locale: Locale) => OutboxMessage,
): Promise<void> {
  const { addresses, locale } = await recipientsOf(tx, organization);
  for (const to of addresses) await enqueueMessage(tx, message(to, locale));
}
