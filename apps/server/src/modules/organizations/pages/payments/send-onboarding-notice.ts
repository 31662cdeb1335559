import type { DbExecutor } from '@/db/executor.ts';
import { enqueueMessage } from '@/modules/mail/index.ts';
import type { Organization } from '@/modules/organizations/repository.ts';
import { onboardingIncompleteEmail } from './onboarding-incomplete-email.ts';

/**
 * Where the person finishes payment onboarding: with an account, our re-connect call, which makes
 * a fresh onboarding link; without one, the wizard, to connect one.
 */
export function onboardingLink({
  publicUrl,
  accountId,
}: {
  publicUrl: string;
  accountId: string | null;
}): string {
  if (!accountId) return `${publicUrl}/organization/partner-onboarding`;
  const query = new URLSearchParams({
    stripe: 'refresh_url',
    account_id: accountId,
    domain: publicUrl,
    type: 'create',
  });
  return `${publicUrl}/api/payments/stripe/re-connect?${query}`;
}

/**
 * The incomplete-onboarding email of a submitted organization (docs/product/wizard.md#incomplete-onboarding-email),
 * through the outbox in the caller's transaction: to the owner, and to the organization's email
 * when it is another address.
 */
export async function sendOnboardingNotice({
  tx,
  organization,
  ownerEmail,
  publicUrl,
}: {
  tx: DbExecutor;
  organization: Organization;
  ownerEmail: string;
  publicUrl: string;
}): Promise<void> {
  const organizationEmail = organization.form.organization_email.trim();
  const recipients = [ownerEmail];
  if (organizationEmail && organizationEmail.toLowerCase() !== ownerEmail.toLowerCase()) {
    recipients.push(organizationEmail);
  }
  const link = onboardingLink({ publicUrl, accountId: organization.paymentAccountId });
  for (const to of recipients) {
    await enqueueMessage(
      tx,
      onboardingIncompleteEmail({ to, organizationName: organization.name, link }),
    );
  }
}
