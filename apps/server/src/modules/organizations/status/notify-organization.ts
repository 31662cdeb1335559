import type { DbExecutor } from '@/db/executor.ts';
import { findUserEmail } from '@/modules/auth/index.ts';
import type { OutboxMessage } from '@/modules/mail/index.ts';
import { enqueueMessage } from '@/modules/mail/index.ts';
import type { Organization } from '../repository.ts';

/**
 * Who hears about an organization: its email, and its owner's account email when that is another
 * address (compared without regard to case).
 */
async function recipientsOf(tx: DbExecutor, organization: Organization): Promise<string[]> {
  const recipients: string[] = [];
  const organizationEmail = organization.form.organization_email.trim();
  if (organizationEmail) recipients.push(organizationEmail);
  const ownerEmail = organization.ownerId
    ? await findUserEmail(tx, organization.ownerId)
    : undefined;
  if (ownerEmail && !recipients.some((to) => to.toLowerCase() === ownerEmail.toLowerCase())) {
    recipients.push(ownerEmail);
  }
  return recipients;
}

/** Queues one email to each of the organization's recipients, through the outbox in `tx`. */
export async function notifyOrganization(
  tx: DbExecutor,
  organization: Organization,
  message: (to: string) => OutboxMessage,
): Promise<void> {
  for (const to of await recipientsOf(tx, organization)) await enqueueMessage(tx, message(to));
}
