import { registrationFormSchema } from '@givecrowd/shared/organization/registration-form';
import type { DbExecutor } from '@/db/executor.ts';
import { enqueueMessage } from '@/modules/mail/outbox-repository.ts';
import type { OutboxMessage } from '@/modules/mail/templates.ts';
import { findUserEmail } from '@/modules/organizations/pages/payments/repository.ts';
import type { OrganizationRow } from '@/modules/organizations/repository.ts';

/**
 * Who hears about an organization: its email, and its owner's account email when that is another
 * address (compared without regard to case).
 */
async function recipientsOf(tx: DbExecutor, organization: OrganizationRow): Promise<string[]> {
  const recipients: string[] = [];
  const organizationEmail = registrationFormSchema
    .parse(organization.data)
    .organization_email.trim();
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
  organization: OrganizationRow,
  message: (to: string) => OutboxMessage,
): Promise<void> {
  for (const to of await recipientsOf(tx, organization)) await enqueueMessage(tx, message(to));
}
